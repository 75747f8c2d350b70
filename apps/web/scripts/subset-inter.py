#!/usr/bin/env python3
"""Cuts the theme's Inter (the variable font PrimeReact's lara theme ships, 346 KB upright and 381 KB
italic) into three files per style, each with the unicode-range it covers, into src/styles/fonts/:

- latin: ASCII, Latin-1 and the common punctuation: the console's own words and most names;
- latin-ext: the rest of the Latin letters (Polish, Czech, Turkish, Vietnamese... names);
- other: every other character the font has (Greek, Cyrillic, symbols).

The browser fetches a file only when the page shows one of its characters, so the start page fetches the
latin one alone; text the font does not cover (CJK) falls back to the system's fonts, as it always did.
Both axes (weight, optical size) and the layout features the console uses are kept, among them the
theme's character variants (cv02 cv03 cv04 cv11), so every glyph is drawn as before.

Run again after a PrimeReact upgrade brings another Inter (needs Python's fonttools and brotli:
Debian's python3-fonttools and python3-brotli):  python3 apps/web/scripts/subset-inter.py
fonts.css is written too (and formatted with the repository's biome).
"""

import os
import subprocess
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

here = os.path.dirname(os.path.abspath(__file__))
web = os.path.dirname(here)
theme_fonts = os.path.join(
    web, '..', '..', 'node_modules', 'primereact', 'resources', 'themes', 'lara-light-blue', 'fonts'
)
out = os.path.join(web, 'src', 'styles', 'fonts')

# Latin: ASCII and Latin-1, the spaces Intl's number and time formats put in (U+202F before "PM"),
# dashes, quotes, bullets, the ellipsis, arrows (the history panel), the euro and the minus sign. The
# rarer punctuation of the U+2000 block goes with the other characters: with it the file is over 60 KB.
LATIN = [
    (0x0000, 0x00FF), (0x0131, 0x0131), (0x0152, 0x0153), (0x02C6, 0x02C6), (0x02DA, 0x02DA),
    (0x02DC, 0x02DC), (0x2000, 0x200B), (0x2010, 0x2027), (0x202F, 0x2030), (0x2039, 0x203A),
    (0x2044, 0x2044), (0x205F, 0x205F), (0x20AC, 0x20AC), (0x2122, 0x2122), (0x2190, 0x2193),
    (0x2212, 0x2212), (0x2215, 0x2215), (0xFEFF, 0xFEFF), (0xFFFD, 0xFFFD),
]
# Google Fonts' latin-ext range.
LATIN_EXT = [
    (0x0100, 0x02BA), (0x02BD, 0x02C5), (0x02C7, 0x02CC), (0x02CE, 0x02D7), (0x02DD, 0x02FF),
    (0x1D00, 0x1DBF), (0x1E00, 0x1EFF), (0x2020, 0x2020), (0x20A0, 0x20AB), (0x20AD, 0x20C0),
    (0x2113, 0x2113), (0x2C60, 0x2C7F), (0xA720, 0xA7FF),
]
# What the console asks of the font beyond what every text needs: the theme's character variants and
# tabular figures (font-variant-numeric: tabular-nums in the tables and counters).
FEATURES = ['calt', 'ccmp', 'kern', 'liga', 'locl', 'mark', 'mkmk', 'rvrn', 'pnum', 'tnum', 'cv02', 'cv03', 'cv04', 'cv11']


def in_ranges(cp, ranges):
    return any(lo <= cp <= hi for lo, hi in ranges)


def as_ranges(points):
    ranges = []
    for cp in sorted(points):
        if ranges and cp == ranges[-1][1] + 1:
            ranges[-1][1] = cp
        else:
            ranges.append([cp, cp])
    return ranges


def css_range(ranges):
    return ','.join(f'U+{lo:04X}' if lo == hi else f'U+{lo:04X}-{hi:04X}' for lo, hi in ranges)


def cut(source, points, target):
    options = subset.Options()
    options.flavor = 'woff2'
    options.layout_features = FEATURES
    options.name_IDs = ['*']
    options.notdef_outline = True
    # The source's timestamp kept: the same font cut again gives the same bytes.
    font = TTFont(source, recalcTimestamp=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=points)
    subsetter.subset(font)
    font.flavor = 'woff2'
    font.save(target)
    return os.path.getsize(target)


def main():
    faces = []
    for style, file in (('normal', 'InterVariable.woff2'), ('italic', 'InterVariable-Italic.woff2')):
        source = os.path.join(theme_fonts, file)
        cmap = set(TTFont(source).getBestCmap())
        latin = {cp for cp in cmap if in_ranges(cp, LATIN)}
        latin_ext = {cp for cp in cmap if cp not in latin and in_ranges(cp, LATIN_EXT)}
        other = cmap - latin - latin_ext
        for name, points in (('latin', latin), ('latin-ext', latin_ext), ('other', other)):
            target = f'inter-{name}-{style}.woff2'
            size = cut(source, points, os.path.join(out, target))
            print(f'{target}: {len(points)} characters, {size / 1024:.1f} KB', file=sys.stderr)
            faces.append((style, target, css_range(as_ranges(points))))
    # The other files first: for a character two faces cover, the browser uses the last one declared.
    faces.sort(key=lambda f: ('other' in f[1], 'latin-ext' in f[1]), reverse=True)
    with open(os.path.join(out, 'fonts.css'), 'w') as css:
        css.write(
            '/* Written by scripts/subset-inter.py: the theme\'s Inter, cut by script; a file is fetched only\n'
            '   when the page shows one of its characters. */\n'
        )
        for style, target, ranges in faces:
            css.write(
                '@font-face {\n'
                '  font-family: "Inter var";\n'
                '  font-weight: 100 900;\n'
                '  font-display: swap;\n'
                f'  font-style: {style};\n'
                f'  src: url("./{target}") format("woff2");\n'
                f'  unicode-range: {ranges};\n'
                '}\n'
            )
    # In the repository's format, so that the lint step passes as it is written.
    subprocess.run(['npx', 'biome', 'format', '--write', os.path.join(out, 'fonts.css')], check=True, cwd=web)


main()
