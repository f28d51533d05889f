#!/usr/bin/env python3
"""Writes the regions `segue-schema` prints into the files that restate the schema's names.

Reads the generator's output on stdin (`@@ kind/name` … `@@ end` blocks) and, in each file of
FILES, replaces the lines between `BEGIN GENERATED: name` and `END GENERATED: name` with the
region `kind/name` (kind: the file's entry in FILES). With --check nothing is written: the
files that differ are named and the exit status is 1. Every region must have its markers, and
every marker its region, or the exit status is 2.
"""
import re
import sys
from pathlib import Path

FILES = {
    "Sources/SegueLua/Lua/segue_library.lua": "lua",
    "types/segue.lua": "types",
    "docs/lua-api.md": "docs",
}
BEGIN = re.compile(r"BEGIN GENERATED: ([a-z][a-z ]*[a-z])")
END = re.compile(r"END GENERATED: ([a-z][a-z ]*[a-z])")


def read_regions(text):
    regions, name, lines = {}, None, []
    for line in text.splitlines():
        if name is None:
            if line.startswith("@@ "):
                name, lines = line[3:], []
        elif line == "@@ end":
            regions[name] = lines
            name = None
        else:
            lines.append(line)
    if name is not None:
        sys.exit(f"splice-generated: region {name} has no '@@ end'")
    return regions


def splice(path, kind, regions, used):
    out, inside, problems = [], None, []
    for number, line in enumerate(path.read_text().splitlines(keepends=True), 1):
        if inside is None:
            out.append(line)
            found = BEGIN.search(line)
            if found:
                key = f"{kind}/{found.group(1)}"
                if key not in regions:
                    problems.append(f"{path}:{number}: no generated region '{key}'")
                    continue
                inside = key
                used.add(key)
                out.extend(generated + "\n" for generated in regions[key])
        else:
            found = END.search(line)
            if found:
                if f"{kind}/{found.group(1)}" != inside:
                    problems.append(f"{path}:{number}: END GENERATED: {found.group(1)} closes '{inside}'")
                out.append(line)
                inside = None
    if inside is not None:
        problems.append(f"{path}: '{inside}' is never closed (END GENERATED)")
    return "".join(out), problems


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] not in ([], ["--check"]):
        sys.exit("usage: segue-schema | scripts/splice-generated.py [--check]")
    root = Path(__file__).resolve().parent.parent
    regions = read_regions(sys.stdin.read())
    used, problems, stale = set(), [], {}
    for relative, kind in FILES.items():
        path = root / relative
        text, found = splice(path, kind, regions, used)
        problems += found
        if text != path.read_text():
            stale[relative] = text
    problems += [f"splice-generated: region '{key}' has no BEGIN GENERATED marker in its file" for key in sorted(set(regions) - used)]
    if problems:
        print("\n".join(problems), file=sys.stderr)
        sys.exit(2)
    if check and stale:
        print("generated regions are stale (run scripts/generate-schema): " + ", ".join(stale), file=sys.stderr)
        sys.exit(1)
    if not check:
        for relative, text in stale.items():
            (root / relative).write_text(text)
            print(f"generated: {relative}")


main()
