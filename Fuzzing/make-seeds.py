#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora from Markdown trees: OUT/<target>/<sha1>, one input a file.

Usage: make-seeds.py OUT ROOT...   (each ROOT a folder of `<locale>/…/*.md`, e.g. samples/transitions)

  markdown      every file as it is
  frontmatter   the YAML between a file's `---` lines
  csharp        the content of every ```csharp / ```cs fenced block, and every .cs file
  sample-run    the same blocks (the target wraps each in a document of its own)
  article       two locales of one article, joined by a 0x00 byte (the target splits there)
"""

import hashlib
import os
import re
import sys

FENCE = re.compile(rb"^( {0,3})(`{3,}|~{3,})[ \t]*(csharp|cs|c#|C#)[ \t]*\r?\n(.*?)^ {0,3}\2[ \t]*\r?$", re.M | re.S)


def write(out, target, data):
    folder = os.path.join(out, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, hashlib.sha1(data).hexdigest()), "wb") as handle:
        handle.write(data)


def front_matter(data):
    if not data.startswith(b"---"):
        return None
    end = data.find(b"\n---", 3)
    return data[data.find(b"\n") + 1 : end] if end > 0 else None


def main():
    out, roots = sys.argv[1], sys.argv[2:]
    articles = {}
    for root in roots:
        for folder, _, files in os.walk(root):
            for name in sorted(files):
                path = os.path.join(folder, name)
                relative = os.path.relpath(path, root).split(os.sep)
                if not name.endswith((".md", ".txt", ".cs")):
                    continue
                with open(path, "rb") as handle:
                    data = handle.read()
                if name.endswith(".cs"):  # a fixture: a whole C# file
                    write(out, "csharp", data)
                    write(out, "sample-run", data)
                    continue
                write(out, "markdown", data)
                yaml = front_matter(data)
                if yaml:
                    write(out, "frontmatter", yaml)
                for match in FENCE.finditer(data):
                    write(out, "csharp", match.group(4))
                    write(out, "sample-run", match.group(4))
                if len(relative) > 1:  # <locale>/<path>: the article is the path below the locale
                    articles.setdefault((root, "/".join(relative[1:])), []).append(data)
    for versions in articles.values():
        for first, second in zip(versions, versions[1:]):
            write(out, "article", first + b"\0" + second)
    for target in sorted(os.listdir(out)):
        print(f"seeds: {target}: {len(os.listdir(os.path.join(out, target)))} inputs", file=sys.stderr)


if __name__ == "__main__":
    main()
