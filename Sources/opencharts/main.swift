print("opencharts")
