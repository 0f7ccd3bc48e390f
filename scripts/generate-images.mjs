// Renders the site's artwork (drawn here as SVG) into responsive AVIF and WebP files under
// app/assets/images/, with a manifest of their sizes, plus the social-card JPEG in public/.
// The outputs are committed; run again after changing a drawing or the firm's name:
// npx tsx scripts/generate-images.mjs (tsx, because the social card reads app/content/firm.ts and shared.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { firm } from "../app/content/firm.ts";
import { firmText } from "../app/content/shared.ts";

const OUT = "app/assets/images";
const PUBLIC = "public";

/** Fine film grain, so flat gradients do not band on cheap screens. */
const grain = (id, opacity) => `
  <filter id="${id}" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" stitchTiles="stitch"/>
    <feColorMatrix type="saturate" values="0"/>
    <feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer>
  </filter>`;

/** A neoclassical courthouse at dusk, set to the right so text can sit on the left. */
function courthouse({ width = 1600, height = 900 } = {}) {
  const columns = [];
  const count = 8;
  const left = 905;
  const step = 78;
  for (let i = 0; i < count; i++) {
    const x = left + i * step;
    const flutes = [10, 18, 26, 34]
      .map(
        (dx) =>
          `<line x1="${x + dx}" y1="478" x2="${x + dx}" y2="730" stroke="#0f1e3a" stroke-opacity="0.35" stroke-width="2"/>`,
      )
      .join("");
    columns.push(`
      <rect x="${x - 6}" y="462" width="56" height="16" fill="url(#stoneTop)"/>
      <rect x="${x}" y="478" width="44" height="252" fill="url(#column)"/>
      ${flutes}
      <rect x="${x - 6}" y="730" width="56" height="14" fill="url(#stoneTop)"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#08132a"/>
      <stop offset="0.45" stop-color="#14284a"/>
      <stop offset="0.75" stop-color="#2c4470"/>
      <stop offset="0.92" stop-color="#7d6a5a"/>
      <stop offset="1" stop-color="#b08848"/>
    </linearGradient>
    <radialGradient id="horizon" cx="0.72" cy="0.95" r="0.55">
      <stop offset="0" stop-color="#e6c98a" stop-opacity="0.55"/>
      <stop offset="0.6" stop-color="#c0913a" stop-opacity="0.12"/>
      <stop offset="1" stop-color="#c0913a" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="column" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#3a5078"/>
      <stop offset="0.35" stop-color="#8793a6"/>
      <stop offset="0.55" stop-color="#a8a49a"/>
      <stop offset="1" stop-color="#2a3d60"/>
    </linearGradient>
    <linearGradient id="stoneTop" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#9da3ad"/>
      <stop offset="1" stop-color="#56658a"/>
    </linearGradient>
    <linearGradient id="pediment" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#6c7893"/>
      <stop offset="1" stop-color="#3c4f74"/>
    </linearGradient>
    <linearGradient id="interior" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0c1a33"/>
      <stop offset="0.7" stop-color="#2a2a30"/>
      <stop offset="1" stop-color="#7a5820"/>
    </linearGradient>
    <linearGradient id="steps" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7d8597"/>
      <stop offset="1" stop-color="#2a3550"/>
    </linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1b2538"/>
      <stop offset="1" stop-color="#0a1122"/>
    </linearGradient>
    <radialGradient id="vignette" cx="0.6" cy="0.5" r="0.8">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.45"/>
    </radialGradient>
    <linearGradient id="doorLight" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e6c98a" stop-opacity="0.15"/>
      <stop offset="1" stop-color="#e6c98a" stop-opacity="0.75"/>
    </linearGradient>
    ${grain("grain", 0.06)}
    <filter id="soft"><feGaussianBlur stdDeviation="1.2"/></filter>
  </defs>
  <rect width="1600" height="900" fill="url(#sky)"/>
  <rect width="1600" height="900" fill="url(#horizon)"/>
  <g fill="#e9e8e4" opacity="0.55">
    <circle cx="310" cy="120" r="1.3"/><circle cx="520" cy="70" r="1"/><circle cx="760" cy="150" r="1.2"/>
    <circle cx="1040" cy="90" r="1"/><circle cx="1310" cy="60" r="1.4"/><circle cx="1480" cy="170" r="1"/>
    <circle cx="150" cy="260" r="1"/><circle cx="640" cy="240" r="0.9"/>
  </g>
  <g filter="url(#soft)">
    <rect x="880" y="470" width="640" height="270" fill="url(#interior)"/>
    <rect x="1175" y="560" width="50" height="170" rx="2" fill="url(#doorLight)"/>
    <polygon points="855,402 1210,282 1565,402" fill="url(#pediment)"/>
    <polygon points="900,392 1210,300 1520,392" fill="#2f4268" opacity="0.75"/>
    <rect x="855" y="402" width="710" height="22" fill="url(#stoneTop)"/>
    <rect x="865" y="424" width="690" height="24" fill="#4a5c82"/>
    <rect x="855" y="448" width="710" height="14" fill="url(#stoneTop)"/>
    ${columns.join("")}
    <rect x="845" y="744" width="730" height="18" fill="url(#steps)"/>
    <rect x="815" y="762" width="790" height="20" fill="url(#steps)" opacity="0.9"/>
    <rect x="785" y="782" width="850" height="22" fill="url(#steps)" opacity="0.8"/>
  </g>
  <rect x="0" y="804" width="1600" height="96" fill="url(#ground)"/>
  <rect width="1600" height="900" fill="url(#vignette)"/>
  <rect width="1600" height="900" filter="url(#grain)"/>
</svg>`;
}

/**
 * The attorney's portrait until the firm uploads a photograph: a gold line drawing of a columned
 * portico on navy, framed like a photo, in the practice cards' style. It is plainly a drawing,
 * so no one takes it for a picture of a real person, and it does not look like a missing image.
 */
function portrait({ width = 960, height = 1200 } = {}) {
  const gold = "#d9b05e";
  const columns = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 262 + i * 100;
      return `<rect x="${x}" y="560" width="36" height="300" rx="4"/>
      <line x1="${x - 10}" y1="560" x2="${x + 46}" y2="560"/>
      <line x1="${x - 10}" y1="860" x2="${x + 46}" y2="860"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 1200" width="${width}" height="${height}">
  <defs>
    <radialGradient id="field" cx="0.5" cy="0.42" r="0.85">
      <stop offset="0" stop-color="#1f3f70"/>
      <stop offset="0.6" stop-color="#14284a"/>
      <stop offset="1" stop-color="#0a1630"/>
    </radialGradient>
    <radialGradient id="glow" cx="0.5" cy="0.55" r="0.45">
      <stop offset="0" stop-color="${gold}" stop-opacity="0.16"/>
      <stop offset="1" stop-color="${gold}" stop-opacity="0"/>
    </radialGradient>
    ${grain("grain", 0.06)}
  </defs>
  <rect width="960" height="1200" fill="url(#field)"/>
  <rect width="960" height="1200" fill="url(#glow)"/>
  <rect x="56" y="56" width="848" height="1088" rx="18" fill="none" stroke="${gold}" stroke-opacity="0.35" stroke-width="3"/>
  <g fill="none" stroke="${gold}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">
    <path d="M200 500 L480 330 L760 500 Z"/>
    <line x1="200" y1="530" x2="760" y2="530"/>
    ${columns}
    <line x1="190" y1="900" x2="770" y2="900"/>
    <line x1="160" y1="940" x2="800" y2="940"/>
    <circle cx="480" cy="440" r="26"/>
  </g>
  <rect width="960" height="1200" filter="url(#grain)"/>
</svg>`;
}

const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** The social card: a cropped courthouse with the practice's name. */
function socialCard() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
  <defs>
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#0c1a33" stop-opacity="0.97"/>
      <stop offset="0.55" stop-color="#0c1a33" stop-opacity="0.75"/>
      <stop offset="1" stop-color="#0c1a33" stop-opacity="0.1"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#fade)"/>
  <rect x="80" y="170" width="64" height="4" fill="#d9b05e"/>
  <text x="80" y="265" font-family="Liberation Serif, DejaVu Serif, serif" font-size="76" font-weight="700" fill="#ffffff">${escapeXml(firm.name)}</text>
  <text x="80" y="335" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="34" fill="#e6c98a">${escapeXml(capitalize(firmText.subtitle))}</text>
  <text x="80" y="410" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="30" fill="#dce7f4">Police misconduct cases across ${escapeXml(firmText.areaServed)}</text>
  <text x="80" y="455" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="30" fill="#dce7f4">Free, confidential case evaluations</text>
</svg>`;
}

const images = [
  { name: "home-hero", svg: courthouse, width: 1600, height: 900, widths: [640, 960, 1280, 1600] },
  { name: "attorney-portrait", svg: portrait, width: 960, height: 1200, widths: [320, 480, 640, 960] },
];

mkdirSync(OUT, { recursive: true });
const manifest = {};
for (const image of images) {
  const master = await sharp(Buffer.from(image.svg({ width: image.width * 2, height: image.height * 2 })))
    .png()
    .toBuffer();
  for (const width of image.widths) {
    const resized = sharp(master).resize({ width });
    await resized
      .clone()
      .avif({ quality: 55, effort: 6 })
      .toFile(join(OUT, `${image.name}-${width}.avif`));
    await resized
      .clone()
      .webp({ quality: 78, effort: 6 })
      .toFile(join(OUT, `${image.name}-${width}.webp`));
  }
  manifest[image.name] = { width: image.width, height: image.height, widths: image.widths };
}
writeFileSync(join(OUT, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

const background = await sharp(Buffer.from(courthouse({ width: 1200, height: 675 })))
  .resize({ width: 1200, height: 630, fit: "cover", position: "right" })
  .png()
  .toBuffer();
await sharp(background)
  .composite([{ input: Buffer.from(socialCard()) }])
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile(join(PUBLIC, "og-image.jpg"));

console.log(`wrote ${Object.keys(manifest).length} responsive images to ${OUT} and og-image.jpg to ${PUBLIC}`);
