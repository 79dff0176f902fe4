#!/usr/bin/env python3
"""Generate the TextMetrics width table from Debian's Inter fonts (text-metrics.md §8.1).

Run by a developer when the table must change, never in CI:

    apt-get install fonts-inter                 # 4.0~beta7+ds-1 on Debian 12
    pip install -r Scripts/requirements.txt     # pinned fontTools, uharfbuzz, numpy
    python3 Scripts/generate-text-metrics.py    # from the package root

It writes, deterministically (a re-run on the same inputs is byte-identical):

* Sources/TextMetrics/Generated/MetricsTableData.swift  the table, as Swift string literals (no resource bundle to
  locate next to the executable, no JSON parsing at start-up: the tool parses only the masters that a measurement
  needs, on first use)
* Sources/TextMetrics/Generated/LICENSE-Inter.txt       Inter's licence notice (SIL OFL 1.1), kept next to the table
* Tests/TextMetricsTests/Fixtures/harfbuzz-reference.tsv  whole strings shaped by HarfBuzz, for the tests

Only Inter-derived data goes into the table. SF's public constants (vertical metrics, the size-specific tracking
table, the optical-size range, the weight factors and the CJK/emoji fallbacks) are hand-written Swift constants in
Sources/TextMetrics, because they do not come from Inter.

What is measured
----------------
36 faces: {Inter, InterDisplay} x nine weights x {upright, italic}. UIKit's weights map to Inter's styles by
weight class: ultraLight -> Thin (100), thin -> ExtraLight (200), light -> Light, regular -> Regular,
medium -> Medium, semibold -> SemiBold, bold -> Bold, heavy -> ExtraBold (800), black -> Black.

Characters: the code points of COVERAGE that every face maps, minus marks, format and control characters (those are
zero-width at run time). For each face, with HarfBuzz and default features:

* advance(c)  = x advance of the single character c shaped alone, in font units;
* kern(a, b)  = x advance of the pair "ab" shaped together, minus advance(a) and advance(b). Inter keeps its kerning
  only in GPOS, so it is read through a shaper; contextual substitutions between the two characters (e.g. "->") are
  folded into the pair value. Pairs are measured when both characters share a script (Latin, Greek, Cyrillic) or
  either one is script-neutral (digits, punctuation, symbols, spaces); CoreText never kerns across script runs.

Compression
-----------
Characters are grouped into joint classes over all 36 faces: an *advance class* holds characters whose advances are
equal in every face (e.g. "e" and "é"), a *left class* characters whose kerning rows are equal in every face, a
*right class* characters whose kerning columns are equal. Left and right class 0 are the characters that never kern.

Inter's static faces are interpolations of three masters per design and slant, linear in the weight class:
Thin (100), Regular (400) and Black (900). So only the 12 masters are stored (UIKit names: ultralight, regular,
black); the other weights are interpolated at run time, e.g. bold (700) = 0.4 x regular + 0.6 x black, and the few
values that the interpolation misses by more than 1 font unit are stored for each interpolated face. Every value the
tool uses is thus within 1 font unit (at most 0.0005 em) of what HarfBuzz measured for that face. Italic masters are stored
as differences from the upright master of the same design and weight.

Format of MetricsTableData.swift
--------------------------------
    enum MetricsTableData {
        static let source: String             // provenance: font package, HarfBuzz and script versions
        static let characters: String         // the character map
        static let masterNames: [String]      // "text-ultralight", "text-regular", "text-black", "text-…-italic",
                                              // "display-…"
        static let masters: [String]          // one master table per name, same order
        static let interpolatedNames: [String] // the other 24 faces: "text-thin", "text-light", "text-medium", …
        static let interpolated: [String]     // their corrections, same order
    }

`characters` is a whitespace-separated list of entries `HEX:A,L,R`, sorted by code point: the code point in hex,
its advance class, left class and right class (decimal).

A master table is a whitespace-separated token stream:

    U u                      the face's units per em (Inter 2816, Inter Display 2048)
    B m                      optional: start from master m (index into masterNames); the K section then lists
                             only the entries that differ from it, zeros included
    A v0 v1 v2 ...           the advance of each advance class, in font units, in class order
    K                        start of the kerning section, then one group per left class with entries:
    Ll d=v d=v ...           left class l, then (right class step d, value v) pairs: the right class is the
                             previous one of the group plus d (the first one is d), v in font units

An interpolated face's table lists corrections: `aC=V` sets advance class C to V, `kL,R=V` sets the kerning of
left class L and right class R to V. Everything else is `(1 - t) x lower master + t x upper master` with
t = (weight class - 100) / 300 up to Regular and (weight class - 400) / 500 above it.

Numbers are decimal integers; values may be negative. Width of a string in font units, for a face:
sum(advance) + sum(kern(left class of c[i], right class of c[i+1])).
"""
import argparse
import os
import subprocess
import sys
import unicodedata

import fontTools
import numpy as np
import uharfbuzz as hb
from fontTools.ttLib import TTFont

FONT_DIR = '/usr/share/fonts/opentype/inter'
PACKAGE = 'fonts-inter'

# UIKit weight name -> Inter style name (by weight class 100 ... 900).
WEIGHTS = [
    ('ultraLight', 'Thin'), ('thin', 'ExtraLight'), ('light', 'Light'), ('regular', 'Regular'),
    ('medium', 'Medium'), ('semibold', 'SemiBold'), ('bold', 'Bold'), ('heavy', 'ExtraBold'), ('black', 'Black'),
]
OPTICAL = [('text', 'Inter'), ('display', 'InterDisplay')]

# Code point ranges offered to the table (only what every face maps is kept).
COVERAGE = [
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x00FF),  # Latin-1 Supplement
    (0x0100, 0x024F),  # Latin Extended-A and -B
    (0x02B0, 0x02FF),  # spacing modifier letters
    (0x0370, 0x03FF),  # Greek
    (0x0400, 0x052F),  # Cyrillic and supplement
    (0x1E00, 0x1EFF),  # Latin Extended Additional (Vietnamese)
    (0x2000, 0x206F),  # general punctuation
    (0x2070, 0x209F),  # superscripts and subscripts
    (0x20A0, 0x20CF),  # currency symbols
    (0x2100, 0x214F),  # letterlike symbols
    (0x2150, 0x218F),  # number forms
    (0x2190, 0x21FF),  # arrows
    (0x2200, 0x22FF),  # mathematical operators
    (0x2300, 0x23FF),  # miscellaneous technical
    (0x25A0, 0x25FF),  # geometric shapes
]
ZERO_WIDTH_CATEGORIES = {'Mn', 'Me', 'Cf', 'Cc', 'Zl', 'Zp'}

# Strings shaped whole by HarfBuzz for the tests (a few faces each): everyday UI text, kerning-heavy pairs,
# accented, Greek and Cyrillic text, punctuation, and one contextual substitution ("->") that a pair table
# only approximates.
REFERENCE_STRINGS = [
    'Label', 'Button', 'Title', 'Hello, World!', 'Settings', 'Sign in with Apple', 'AVATAR', 'Typography',
    'WAVE To Yo', '1,234.56', '12:30 PM', 'Ångström café', 'Привет, мир', 'Καλημέρα', '“Quoted” — text…',
    'a -> b', 'Don\'t stop', 'LT AV Te', 'Sound and Music', 'Continuous rounding', 'Kong Bus 2048', 'Jump, run!',
    '(Privacy & Options)',
]
REFERENCE_FACES = ['text-regular', 'text-bold', 'text-semibold-italic', 'display-regular', 'display-black',
                   'text-thin']


def face_list():
    faces = []
    for opt_key, family in OPTICAL:
        for weight, style in WEIGHTS:
            for italic in (False, True):
                key = '%s-%s%s' % (opt_key, weight.lower(), '-italic' if italic else '')
                if italic:
                    fname = '%s-%s.otf' % (family, 'Italic' if style == 'Regular' else style + 'Italic')
                else:
                    fname = '%s-%s.otf' % (family, style)
                faces.append((key, fname))
    return faces


class Shaper:
    def __init__(self, path):
        blob = hb.Blob.from_file_path(path)
        self.font = hb.Font(hb.Face(blob))

    def width(self, text):
        buf = hb.Buffer()
        buf.add_str(text)
        buf.guess_segment_properties()
        hb.shape(self.font, buf)
        return sum(p.x_advance for p in buf.glyph_positions)


def script_of(cp):
    if 0x0370 <= cp <= 0x03FF:
        return 'greek'
    if 0x0400 <= cp <= 0x052F:
        return 'cyrillic'
    if unicodedata.category(chr(cp)).startswith('L'):
        return 'latin'
    return 'common'


def classes(rows):
    """Joint classes of equal rows: (class id per row, representative row index per class). Class ids follow
    first occurrence, except that an all-zero row, if any, is class 0."""
    _, first, inverse = np.unique(rows, axis=0, return_index=True, return_inverse=True)
    inverse = inverse.reshape(-1)
    order = sorted(range(len(first)), key=lambda k: first[k])
    zero = [k for k in order if not rows[first[k]].any()]
    if zero:
        order.remove(zero[0])
        order.insert(0, zero[0])
    rank = {k: i for i, k in enumerate(order)}
    return [rank[k] for k in inverse], [int(first[k]) for k in order]


def wrap_tokens(tokens, width=116, indent=''):
    lines, line = [], indent
    for t in tokens:
        if len(line) + len(t) + 1 > width and line.strip():
            lines.append(line.rstrip())
            line = indent
        line += t + ' '
    if line.strip():
        lines.append(line.rstrip())
    return lines


def versions(font_dir):
    try:
        pkg = subprocess.run(['dpkg-query', '-W', '-f=${Version}', PACKAGE], capture_output=True, text=True,
                             check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        pkg = 'unknown'
    return ('%s %s (%s), HarfBuzz %s via uharfbuzz %s, fontTools %s, default features; '
            'Scripts/generate-text-metrics.py' % (PACKAGE, pkg, font_dir, hb.version_string(), hb.__version__,
                                                  fontTools.version))


def measure(a, faces, chars, pairs):
    """Advances (characters x faces) and pair kerning (faces x characters x characters), shaped by HarfBuzz, or
    read back from --cache when it was written for the same faces and characters."""
    if a.cache and os.path.exists(a.cache):
        data = np.load(a.cache, allow_pickle=False)
        if list(data['names']) == [k for k, _ in faces] and list(data['chars']) == [ord(c) for c in chars]:
            return data['advances'], data['kerns']
    advances = np.zeros((len(chars), len(faces)), dtype=np.int32)
    kerns = np.zeros((len(faces), len(chars), len(chars)), dtype=np.int16)
    for f, (key, fname) in enumerate(faces):
        sh = Shaper(os.path.join(a.fonts, fname))
        adv = [sh.width(c) for c in chars]
        advances[:, f] = adv
        k = kerns[f]
        for i, j in pairs:
            v = sh.width(chars[i] + chars[j]) - adv[i] - adv[j]
            if v:
                k[i, j] = v
        print('  %-28s %6d non-zero pairs' % (key, int(np.count_nonzero(k))), file=sys.stderr)
    if a.cache:
        np.savez_compressed(a.cache, names=np.array([k for k, _ in faces]), chars=np.array([ord(c) for c in chars]),
                            advances=advances, kerns=kerns)
    return advances, kerns


def kern_rows(matrix, base=None):
    """Kerning section lines: one group per left class, right classes delta-coded. With `base`, only the entries
    that differ from it (possibly 0)."""
    lines = []
    for lc in range(1, matrix.shape[0]):
        row = matrix[lc]
        cols = np.nonzero(row if base is None else row != base[lc])[0]
        cols = [int(c) for c in cols if c != 0]
        if not cols:
            continue
        tokens, prev = ['L%d' % lc], 0
        for c in cols:
            tokens.append('%d=%d' % (c - prev, int(row[c])))
            prev = c
        lines += wrap_tokens(tokens, indent='  ')
    return lines


def interpolation(weight):
    """(lower master, upper master, position) of a weight between the masters ultraLight (Thin, 100), regular
    (400) and black (900): Inter's static instances are linear in the weight class between them."""
    wc = dict(zip([w for w, _ in WEIGHTS], [100, 200, 300, 400, 500, 600, 700, 800, 900]))[weight]
    if wc <= 400:
        return 'ultralight', 'regular', (wc - 100) / 300
    return 'regular', 'black', (wc - 400) / 500


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--fonts', default=FONT_DIR, help='folder with the Inter .otf faces (default: %(default)s)')
    ap.add_argument('--root', default=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'),
                    help='package root to write into (default: the parent of this script)')
    ap.add_argument('--cache', help='.npz file to keep the HarfBuzz measurements in between runs (optional)')
    a = ap.parse_args(argv)

    faces = face_list()
    cmaps = []
    upms = []
    for _, fname in faces:
        tt = TTFont(os.path.join(a.fonts, fname), lazy=True)
        cmaps.append(set(tt.getBestCmap()))
        upms.append(tt['head'].unitsPerEm)
    common_cmap = set.intersection(*cmaps)
    cps = [cp for lo, hi in COVERAGE for cp in range(lo, hi + 1)
           if cp in common_cmap and unicodedata.category(chr(cp)) not in ZERO_WIDTH_CATEGORIES]
    chars = [chr(cp) for cp in cps]
    n = len(chars)
    scripts = [script_of(cp) for cp in cps]
    allowed = np.array([[s == t or s == 'common' or t == 'common' for t in scripts] for s in scripts])
    pairs = np.argwhere(allowed)
    print('%d characters, %d faces, %d pairs per face' % (n, len(faces), len(pairs)), file=sys.stderr)
    advances, kerns = measure(a, faces, chars, pairs)

    adv_class, adv_rep = classes(advances)
    left_class, left_rep = classes(np.concatenate([kerns[f] for f in range(len(faces))], axis=1))
    right_class, right_rep = classes(np.concatenate([kerns[f].T for f in range(len(faces))], axis=1))
    print('%d advance classes, %d left classes, %d right classes' % (len(adv_rep), len(left_rep), len(right_rep)),
          file=sys.stderr)
    face_index = {key: f for f, (key, _) in enumerate(faces)}
    class_adv = {key: advances[adv_rep, f].astype(np.int64) for key, f in face_index.items()}
    class_kern = {key: kerns[f][np.ix_(left_rep, right_rep)].astype(np.int64) for key, f in face_index.items()}

    # Masters, stored in full (upright) or as differences from the upright master (italic).
    master_names, master_tables = [], []
    for opt_key, _ in OPTICAL:
        for italic in (False, True):
            for weight in ('ultralight', 'regular', 'black'):
                key = '%s-%s%s' % (opt_key, weight, '-italic' if italic else '')
                f = face_index[key]
                tokens = ['U', str(upms[f])]
                base = None
                if italic:
                    base_key = '%s-%s' % (opt_key, weight)
                    tokens += ['B', str(master_names.index(base_key))]
                    base = class_kern[base_key]
                tokens += ['A'] + [str(int(v)) for v in class_adv[key]] + ['K']
                master_names.append(key)
                master_tables.append(wrap_tokens(tokens) + kern_rows(class_kern[key], base))

    # Other weights: interpolated between masters; only values more than 1 unit off are stored.
    exception_names, exception_tables = [], []
    worst = 0.0
    for opt_key, _ in OPTICAL:
        for italic in (False, True):
            suffix = '-italic' if italic else ''
            for weight, _ in WEIGHTS:
                key = '%s-%s%s' % (opt_key, weight.lower(), suffix)
                if key in master_names:
                    continue
                lo, hi, t = interpolation(weight)
                lo_key, hi_key = '%s-%s%s' % (opt_key, lo, suffix), '%s-%s%s' % (opt_key, hi, suffix)
                adv_lerp = (1 - t) * class_adv[lo_key] + t * class_adv[hi_key]
                kern_lerp = (1 - t) * class_kern[lo_key] + t * class_kern[hi_key]
                tokens = []
                for c in np.nonzero(np.abs(adv_lerp - class_adv[key]) > 1)[0]:
                    tokens.append('a%d=%d' % (c, int(class_adv[key][c])))
                off = np.abs(kern_lerp - class_kern[key]) > 1
                for lc, rc in zip(*np.nonzero(off)):
                    tokens.append('k%d,%d=%d' % (lc, rc, int(class_kern[key][lc, rc])))
                kept = np.where(off, class_kern[key], kern_lerp)
                worst = max(worst, float(np.abs(kept - class_kern[key]).max()))
                exception_names.append(key)
                exception_tables.append(wrap_tokens(tokens))
    print('%d masters, %d interpolated faces (largest interpolation error kept: %.2f units)'
          % (len(master_names), len(exception_names), worst), file=sys.stderr)

    char_tokens = ['%X:%d,%d,%d' % (cp, adv_class[i], left_class[i], right_class[i]) for i, cp in enumerate(cps)]

    def literal_array(name, doc, names, tables):
        out = ['    /// %s' % doc, '    static let %s: [String] = [' % name]
        for key, lines in zip(names, tables):
            out.append('        // %s' % key)
            out.append('        """')
            out.extend('        ' + line for line in lines)
            out.append('        """,')
        out.append('    ]')
        return out

    out = []
    out.append('// Generated by Scripts/generate-text-metrics.py; do not edit. The format is documented in the script.')
    out.append('// Derived from the Inter fonts, (c) The Inter Project Authors, SIL Open Font License 1.1:')
    out.append('// see LICENSE-Inter.txt next to this file.')
    out.append('')
    out.append('/// Inter advance and kerning data for the width model of text-metrics.md §4 (generated).')
    out.append('enum MetricsTableData {')
    out.append('    static let source: String = "%s"' % versions(a.fonts))
    out.append('    /// Code point: advance class, left kerning class, right kerning class.')
    out.append('    static let characters: String = """')
    out += wrap_tokens(char_tokens, indent='        ')
    out.append('        """')
    out.append('    static let masterNames: [String] = [')
    out += wrap_tokens(['"%s",' % key for key in master_names], indent='        ')
    out.append('    ]')
    out += literal_array('masters', 'Master faces: advances per advance class, kerning per class pair.',
                         master_names, master_tables)
    out.append('    static let interpolatedNames: [String] = [')
    out += wrap_tokens(['"%s",' % key for key in exception_names], indent='        ')
    out.append('    ]')
    out += literal_array('interpolated', 'Values of the interpolated faces that the interpolation misses by more '
                         'than 1 unit.', exception_names, exception_tables)
    out.append('}')
    gen_dir = os.path.join(a.root, 'Sources', 'TextMetrics', 'Generated')
    os.makedirs(gen_dir, exist_ok=True)
    with open(os.path.join(gen_dir, 'MetricsTableData.swift'), 'w', encoding='utf-8', newline='\n') as fh:
        fh.write('\n'.join(out) + '\n')

    with open(os.path.join(gen_dir, 'LICENSE-Inter.txt'), 'w', encoding='utf-8', newline='\n') as fh:
        fh.write(licence_text())

    # Reference widths: whole strings shaped by HarfBuzz, next to the pair model computed from the unclassed,
    # uninterpolated measurements (an independent path from the compressed table the Swift code reads).
    index = {c: i for i, c in enumerate(chars)}
    ref = ['# Generated by Scripts/generate-text-metrics.py; do not edit.',
           '# face\tunits_per_em\ttext\tharfbuzz_units\tpair_model_units']
    for key in REFERENCE_FACES:
        f = face_index[key]
        sh = Shaper(os.path.join(a.fonts, faces[f][1]))
        for s in REFERENCE_STRINGS:
            idx = [index[c] for c in s]
            pair = int(sum(int(advances[i, f]) for i in idx)
                       + sum(int(kerns[f][i, j]) for i, j in zip(idx, idx[1:])))
            ref.append('%s\t%d\t%s\t%d\t%d' % (key, upms[f], s, sh.width(s), pair))
    fix_dir = os.path.join(a.root, 'Tests', 'TextMetricsTests', 'Fixtures')
    os.makedirs(fix_dir, exist_ok=True)
    with open(os.path.join(fix_dir, 'harfbuzz-reference.tsv'), 'w', encoding='utf-8', newline='\n') as fh:
        fh.write('\n'.join(ref) + '\n')
    return 0


def licence_text():
    """Inter's copyright line and the OFL text from the Debian package's copyright file."""
    path = '/usr/share/doc/%s/copyright' % PACKAGE
    head = ['Inter font family, (c) 2016-2022 The Inter Project Authors <rasmus@notion.se>,',
            'licensed under the SIL Open Font License, Version 1.1 (text below, from %s).' % path,
            'The TextMetrics table next to this file holds advance and kerning values derived from it.', '']
    body, inside = [], False
    with open(path, encoding='utf-8') as fh:
        for line in fh:
            line = line.rstrip('\n')
            if line.startswith('License: OFL-1.1') and not line.startswith('License: OFL-1.1 '):
                inside = True
                continue
            if inside:
                if line and not line.startswith(' '):
                    break
                body.append('' if line.strip() == '.' else line[1:])
    return '\n'.join(head + body).rstrip('\n') + '\n'


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
