"""Builds the stand-in for Apple's SF Pro that the system-font tests use (see README.md).

Input: Newsreader[opsz,wght].ttf from github.com/productiontype/Newsreader (OFL-1.1), a variable font
with an optical-size axis (opsz 6-72) and a weight axis (wght 200-800). Output, in this directory:
- TrellisOpszTest-VF.ttf: printable ASCII only, renamed "Trellis Opsz Test" (OFL: a modified version
  takes another name), with a 'trak' table added (normal track; values in font units per size below);
- TrellisOpszTest-Text-Regular.ttf / TrellisOpszTest-Display-Regular.ttf: static instances at opsz 17 and
  opsz 28, wght 400, without a 'trak' table (so the published SF Pro tracking applies to them);
- ../../../Fuzz/seeds/font-file-01: the font-file fuzz mode's byte (0x11) and TrellisOpszTest-VF.ttf cut to
  " Ag1fi" with its 'trak' table, small enough for the fuzzer's 64 KiB inputs.

Usage: python make_system_font_fixtures.py PATH/TO/Newsreader[opsz,wght].ttf   (needs fonttools 4.66.1)
"""

import sys

from fontTools import subset
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
from fontTools.varLib import instancer

FAMILY = "Trellis Opsz Test"
POSTSCRIPT = "TrellisOpszTest"
# Normal-track tracking per point size, in font units (the font has 2000 per em).
TRACKING = {6.0: 60, 12.0: 0, 17.0: -30, 20.0: -20, 28.0: 20, 72.0: 0}


def rename(font, style):
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (1, 3, 4, 6, 16, 17, 18, 21, 22, 25):
            names.removeNames(nameID=record.nameID)
    for platform in ((3, 1, 0x409), (1, 0, 0)):
        names.setName(FAMILY, 1, *platform)
        names.setName(style, 2, *platform)
        names.setName(f"{POSTSCRIPT}-{style}", 3, *platform)
        names.setName(f"{FAMILY} {style}", 4, *platform)
        names.setName(f"{POSTSCRIPT}-{style}", 6, *platform)


def ascii_subset(font):
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=range(0x20, 0x7F))
    subsetter.subset(font)


def add_trak(font):
    trak = newTable("trak")
    trak.version = 1.0
    trak.format = 0
    trak.horizData = TrackData({0.0: TrackTableEntry(dict(TRACKING), nameIndex=256)})
    trak.vertData = TrackData()
    font["trak"] = trak


def main(source):
    variable = TTFont(source, recalcTimestamp=False)
    ascii_subset(variable)
    for opsz, name in ((17, "Text"), (28, "Display")):
        static = instancer.instantiateVariableFont(TTFont(source, recalcTimestamp=False), {"opsz": opsz, "wght": 400})
        ascii_subset(static)
        rename(static, "Regular")
        static.save(f"{POSTSCRIPT}-{name}-Regular.ttf")
    rename(variable, "Regular")
    add_trak(variable)
    variable.save(f"{POSTSCRIPT}-VF.ttf")
    fuzz_seed(f"{POSTSCRIPT}-VF.ttf")


def fuzz_seed(path):
    font = TTFont(path, recalcTimestamp=False)
    trak = font["trak"]  # the subsetter drops tables it can't subset; 'trak' has no glyph ids
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=" Ag1fi")
    subsetter.subset(font)
    font["trak"] = trak
    font.save("/tmp/trellis-font-file-01.ttf")
    with open("/tmp/trellis-font-file-01.ttf", "rb") as source, open("../../../Fuzz/seeds/font-file-01", "wb") as seed:
        seed.write(b"\x11" + source.read())


if __name__ == "__main__":
    main(sys.argv[1])
