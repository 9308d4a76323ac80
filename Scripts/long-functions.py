#!/usr/bin/env python3
"""Lists the Swift functions (and initialisers, computed properties with bodies excluded) longer than
a limit: `Scripts/long-functions.py [--limit N] PATH...` (default limit 80 lines, PATH files or
folders). A function's length counts the lines from its `func`/`init` line to its closing brace.
Exit status 1 when any function is over the limit."""
import os
import re
import sys

DECL = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|static|mutating|"
                  r"override|final|nonisolated|@inlinable)\s+)*(?:func\s+[^\s(<]+|init[?!]?)\s*[(<]")


def functions(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        m = DECL.match(lines[i])
        if not m:
            i += 1
            continue
        depth, opened, j = 0, False, i
        while j < len(lines):
            code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', lines[j].split("//")[0])
            depth += code.count("{") - code.count("}")
            opened = opened or "{" in code
            if opened and depth <= 0:
                break
            if not opened and j > i and code.strip() == "":
                break  # a protocol requirement: no body
            j += 1
        if opened:
            name = re.search(r"(func\s+[^\s(<]+|init[?!]?)", lines[i]).group(1)
            yield name, i + 1, j - i + 1
        i += 1


def main(argv):
    limit = 80
    if argv[:1] == ["--limit"]:
        limit, argv = int(argv[1]), argv[2:]
    paths = []
    for p in argv or ["Sources"]:
        if os.path.isdir(p):
            for root, _, files in os.walk(p):
                paths += [os.path.join(root, f) for f in sorted(files) if f.endswith(".swift")]
        else:
            paths.append(p)
    over = [(n, path, name, line) for path in sorted(paths) for name, line, n in functions(path) if n > limit]
    for n, path, name, line in sorted(over, reverse=True):
        print(f"{n:5d} lines  {path}:{line}  {name}")
    print(f"{len(over)} function(s) over {limit} lines")
    return 1 if over else 0


sys.exit(main(sys.argv[1:]))
