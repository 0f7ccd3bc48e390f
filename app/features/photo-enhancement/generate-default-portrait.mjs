// Draws the tool's default image, a stylised placeholder portrait of the attorney, and writes
// it next to this file. Run once after changing the drawing: node app/features/photo-enhancement/generate-default-portrait.mjs
// The result is committed; the site build only imports the JPEG (Vite fingerprints it).
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const WIDTH = 1200;
const HEIGHT = 1500;

// Studio backdrop, navy suit, white shirt, burgundy tie and warm skin: every rule of the
// enhancement has something to act on (the shirt for highlights, skin and tie for the red shift).
const svg = `
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 1200 1500">
  <defs>
    <radialGradient id="backdrop" cx="38%" cy="30%" r="85%">
      <stop offset="0" stop-color="#eef1f4"/>
      <stop offset="0.55" stop-color="#c9d3de"/>
      <stop offset="1" stop-color="#8e9fb3"/>
    </radialGradient>
    <linearGradient id="suit" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2b3b55"/>
      <stop offset="1" stop-color="#141d2c"/>
    </linearGradient>
    <radialGradient id="skin" cx="42%" cy="38%" r="70%">
      <stop offset="0" stop-color="#e8bfa4"/>
      <stop offset="0.7" stop-color="#cf9c80"/>
      <stop offset="1" stop-color="#b17d63"/>
    </radialGradient>
    <linearGradient id="neck" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#a9735a"/>
      <stop offset="1" stop-color="#c99479"/>
    </linearGradient>
    <linearGradient id="hair" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#4a3a30"/>
      <stop offset="1" stop-color="#241b16"/>
    </linearGradient>
    <linearGradient id="tie" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8f2d38"/>
      <stop offset="1" stop-color="#6a1f29"/>
    </linearGradient>
    <filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="3"/></filter>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="40"/></filter>
  </defs>
  <rect width="1200" height="1500" fill="url(#backdrop)"/>
  <ellipse cx="640" cy="1330" rx="560" ry="260" fill="#3d4b5e" opacity="0.35" filter="url(#shadow)"/>
  <g filter="url(#soft)">
    <g transform="translate(0 -95)">
    <path d="M600 930 C 470 930 300 960 210 1040 C 120 1120 80 1260 60 1600 L 1140 1600 C 1120 1260 1080 1120 990 1040 C 900 960 730 930 600 930 Z" fill="url(#suit)"/>
    <path d="M525 820 L 675 820 L 700 1000 L 600 1070 L 500 1000 Z" fill="url(#neck)"/>
    <path d="M505 955 L 600 1075 L 695 955 L 760 990 L 640 1180 L 600 1110 L 560 1180 L 440 990 Z" fill="#f2f1ec"/>
    <path d="M575 1080 L 625 1080 L 640 1120 L 618 1140 L 655 1420 L 600 1480 L 545 1420 L 582 1140 L 560 1120 Z" fill="url(#tie)"/>
    <path d="M440 990 L 560 1180 L 500 1600 L 330 1600 Z" fill="#1b2638" opacity="0.55"/>
    <path d="M760 990 L 640 1180 L 700 1600 L 870 1600 Z" fill="#1b2638" opacity="0.55"/>
    </g>
    <ellipse cx="438" cy="640" rx="34" ry="62" fill="#c08b70"/>
    <ellipse cx="762" cy="640" rx="34" ry="62" fill="#b98469"/>
    <ellipse cx="600" cy="610" rx="168" ry="222" fill="url(#skin)"/>
    <path d="M432 600 C 420 420 500 355 610 352 C 720 350 790 420 772 600 C 760 520 720 470 640 462 C 560 455 470 480 432 600 Z" fill="url(#hair)"/>
  </g>
</svg>`;

const out = fileURLToPath(new URL("./default-portrait.jpg", import.meta.url));
const info = await sharp(Buffer.from(svg))
  .jpeg({ quality: 82, mozjpeg: true, progressive: true, chromaSubsampling: "4:2:0" })
  .toFile(out);
console.log(`wrote ${out}: ${info.width} x ${info.height}, ${info.size} bytes`);
