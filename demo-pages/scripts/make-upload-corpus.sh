#!/usr/bin/env bash
# Makes the location-data pictures of the upload corpus (demo-pages/src/files/corpus/) as a
# phone or an editing program writes them: sharp draws a 64×48 picture, exiftool (Debian's
# libimage-exiftool-perl) writes GPS into EXIF, XMP and IPTC. Run once; the files are committed,
# so the tests need neither tool. Bombs and hand-made chunks are built in src/files/fixtures.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
out=src/files/corpus
mkdir -p "$out"
command -v exiftool >/dev/null || { echo "needs exiftool: apt-get install libimage-exiftool-perl" >&2; exit 1; }
node --input-type=module -e "
import sharp from 'sharp';
const base = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 40 } } });
await base.clone().jpeg().toFile('$out/gps.jpg');
await base.clone().png().toFile('$out/gps.png');
await base.clone().gif().toFile('$out/gps.gif');
"
gps=(-GPSLatitude=52.52 -GPSLatitudeRef=N -GPSLongitude=13.405 -GPSLongitudeRef=E)
xmp=(-XMP:GPSLatitude=52.52N -XMP:GPSLongitude=13.405E)
exiftool -q -overwrite_original "${gps[@]}" "${xmp[@]}" -Orientation#=6 -IPTC:City=Berlin "$out/gps.jpg"
exiftool -q -overwrite_original -EXIF:GPSLatitude=52.52 -EXIF:GPSLatitudeRef=N "${xmp[@]}" "$out/gps.png"
exiftool -q -overwrite_original "${xmp[@]}" "$out/gps.gif"
exiftool -q -q -G1 -a -gps:all "$out"/gps.*
