"""The SVG pictures as a viewer shows them: rendered to PNG by rsvg-convert
(librsvg) and by cairosvg (cairo), whichever is installed, and measured.
White's pieces must read light and Black's dark on light and dark squares
alike: the mean luminance of each piece's pixels (those that differ from
its square's colour, its outline included) is high for White and low for Black.  Each renderer's
test is skipped when it is not installed (CI installs librsvg2-bin)."""
import re
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
import zlib

import numpy as np
import pytest

from fastcheck import Position
from fastcheck.svg import position_svg

NS = "{http://www.w3.org/2000/svg}"
START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"


def decode_png(data):
    """An 8-bit RGB or RGBA, non-interlaced PNG as an (h, w, 3) float array in 0..1."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, head = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            head = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        pos += 12 + length
    w, h, depth, ctype, _, _, interlace = head
    assert depth == 8 and ctype in (2, 6) and interlace == 0, head
    bpp = 3 if ctype == 2 else 4
    raw = np.frombuffer(zlib.decompress(b"".join(idat)), dtype=np.uint8).reshape(h, 1 + w * bpp)
    out = np.zeros((h, w * bpp), dtype=np.int32)
    prev = np.zeros(w * bpp, dtype=np.int32)
    for r in range(h):
        f, line = raw[r, 0], raw[r, 1:].astype(np.int32)
        if f in (0, 2):
            cur = (line + (prev if f == 2 else 0)) & 255
        else:                                   # Sub, Average, Paeth: byte by byte
            cur = np.zeros_like(line)
            for i in range(len(line)):
                a = cur[i - bpp] if i >= bpp else 0
                b, c = prev[i], prev[i - bpp] if i >= bpp else 0
                if f == 1:
                    pred = a
                elif f == 3:
                    pred = (a + b) // 2
                else:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    pred = a if pa <= pb and pa <= pc else b if pb <= pc else c
                cur[i] = (line[i] + pred) & 255
        out[r] = cur
        prev = cur
    img = out.reshape(h, w, bpp)[:, :, :3] / 255.0
    if bpp == 4:                                # composite on white, as a viewer's page
        alpha = out.reshape(h, w, bpp)[:, :, 3:4] / 255.0
        img = img * alpha + (1 - alpha)
    return img


def rsvg(svg, tmp_path):
    tool = shutil.which("rsvg-convert")
    if tool is None:
        pytest.skip("rsvg-convert is not installed (Debian/Ubuntu: librsvg2-bin)")
    path = tmp_path / "p.svg"
    path.write_text(svg, encoding="utf-8")
    proc = subprocess.run([tool, str(path)], capture_output=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def cairo(svg, tmp_path):
    try:
        import cairosvg
    except (ImportError, OSError):             # not installed, or libcairo missing
        pytest.skip("cairosvg is not installed")
    return cairosvg.svg2png(bytestring=svg.encode("utf-8"))


def luminance(pixels):
    return pixels @ np.array([0.2126, 0.7152, 0.0722])


def piece_luminance(svg, png):
    """``{(square, letter): mean luminance of the piece's pixels}`` of a
    rendered picture, each piece's box read from its group's transform."""
    img = decode_png(png)
    lum = luminance(img)
    out = {}
    for g in ET.fromstring(svg).iter(NS + "g"):
        if g.get("class") != "piece":
            continue
        x, y, scale = map(float, re.fullmatch(r"translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)",
                                             g.get("transform")).groups())
        side = round(100 * scale)
        box = img[round(y):round(y) + side, round(x):round(x) + side]
        ground = box[1, 1]                     # the square's colour, in the corner no piece reaches
        ink = np.abs(box - ground).sum(axis=2) > 0.15
        assert ink.sum() > side * side / 10, (g.get("data-square"), ink.sum())
        out[(g.get("data-square"), g.get("data-piece"))] = float(lum[round(y):round(y) + side,
                                                                     round(x):round(x) + side][ink].mean())
    return out


@pytest.mark.parametrize("render", [rsvg, cairo], ids=["rsvg-convert", "cairosvg"])
@pytest.mark.parametrize("orientation", ["chess", "board"])
def test_white_pieces_read_light_and_black_dark(render, orientation, tmp_path):
    pos = Position.from_fen(START)
    svg = position_svg(pos, orientation=orientation)
    measured = piece_luminance(svg, render(svg, tmp_path))
    assert len(measured) == 32
    white = {k: v for k, v in measured.items() if k[1].islower()}
    black = {k: v for k, v in measured.items() if k[1].isupper()}
    assert {k[1] for k in white} == set("kqrbhp") and {k[1] for k in black} == set("KQRBHP")
    # every piece on its own (the kings and queens included), on light and dark squares; the
    # filled font symbols drawn before measured 0.33..0.36 for White's queen and king, 0.48..0.54
    # for Black's, these paths 0.50..0.61 for White's pieces, 0.07..0.20 for Black's
    assert min(white.values()) > 0.45, white
    assert max(black.values()) < 0.25, black
