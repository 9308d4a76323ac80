// ChartRender: see Docs/ARCHITECTURE.md for this module's layer and responsibilities.
