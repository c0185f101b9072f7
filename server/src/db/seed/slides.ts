import { svgSlideRow, type SlideRow } from '../../modules/slides/repository';

/*
 * Login-page slides drawn as SVG (1200 x 500) from simple shapes, so the demo needs no binary assets.
 */

const W = 1200;
const H = 500;

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

function slide(title: string, caption: string, scene: string, sky: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img">
<title>${escapeXml(title)}</title>
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${scene}
<rect x="0" y="${H - 64}" width="${W}" height="64" fill="#0b2540" fill-opacity="0.78"/>
<text x="40" y="${H - 22}" font-family="Georgia, 'Times New Roman', serif" font-size="30" fill="#ffffff">${escapeXml(caption)}</text>
</svg>
`;
}

function pine(x: number, base: number, height: number, color = '#1f4d2b'): string {
  const w = height * 0.45;
  return `<rect x="${x - 5}" y="${base - 18}" width="10" height="18" fill="#5b3a1e"/>
<polygon points="${x},${base - height} ${x - w / 2},${base - height * 0.45} ${x + w / 2},${base - height * 0.45}" fill="${color}"/>
<polygon points="${x},${base - height * 0.75} ${x - w * 0.6},${base - 16} ${x + w * 0.6},${base - 16}" fill="${color}"/>`;
}

function courthouse(): string {
  const columns = Array.from(
    { length: 6 },
    (_, i) => `<rect x="${430 + i * 66}" y="215" width="24" height="170" fill="#f4efe4"/>`,
  ).join('\n');
  return `<circle cx="1040" cy="95" r="48" fill="#ffd98a"/>
<rect x="0" y="385" width="${W}" height="115" fill="#6f9a4f"/>
<rect x="380" y="185" width="440" height="30" fill="#e8e0cc"/>
<polygon points="370,187 600,95 830,187" fill="#e8e0cc" stroke="#c9bfa6" stroke-width="4"/>
<circle cx="600" cy="150" r="18" fill="#c9bfa6"/>
${columns}
<rect x="395" y="215" width="410" height="170" fill="#d9cfb8" fill-opacity="0.55"/>
<rect x="570" y="300" width="60" height="85" fill="#5b3a1e"/>
<rect x="360" y="385" width="480" height="14" fill="#cfc6b0"/>
<rect x="340" y="399" width="520" height="14" fill="#bdb49d"/>
<rect x="905" y="120" width="6" height="270" fill="#8a8a8a"/>
<rect x="911" y="124" width="70" height="44" fill="#b22234"/>
<rect x="911" y="124" width="30" height="22" fill="#3c3b6e"/>
${pine(160, 390, 190)}${pine(250, 392, 150)}${pine(1010, 392, 170)}${pine(1110, 390, 210)}`;
}

function lake(): string {
  const trees = [90, 150, 215, 290, 360, 840, 905, 980, 1050, 1125]
    .map((x, i) => pine(x, 300 + (i % 3) * 6, 120 + ((i * 37) % 60), i % 2 ? '#24573a' : '#1b4630'))
    .join('\n');
  return `<circle cx="260" cy="110" r="42" fill="#fff1c4"/>
<polygon points="0,300 180,190 360,280 540,170 760,290 980,200 ${W},290 ${W},320 0,320" fill="#5d7f8f"/>
<rect x="0" y="300" width="${W}" height="136" fill="#3f7fa6"/>
<rect x="0" y="330" width="${W}" height="6" fill="#6aa6c9" fill-opacity="0.6"/>
<rect x="120" y="370" width="${W - 240}" height="4" fill="#6aa6c9" fill-opacity="0.5"/>
<polygon points="560,352 640,352 628,364 572,364" fill="#8b5a2b"/>
<rect x="598" y="318" width="3" height="34" fill="#4a3520"/>
<polygon points="601,320 601,348 626,348" fill="#f5f5f5"/>
${trees}`;
}

function farm(): string {
  const rows = Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="0" y="${330 + i * 12}" width="${W}" height="5" fill="#b58b3c" fill-opacity="0.35"/>`,
  ).join('\n');
  return `<circle cx="960" cy="120" r="56" fill="#ffcf70"/>
<ellipse cx="300" cy="360" rx="520" ry="110" fill="#8fb35a"/>
<ellipse cx="950" cy="380" rx="560" ry="120" fill="#a7c46a"/>
<rect x="0" y="330" width="${W}" height="106" fill="#d8b25a"/>
${rows}
<rect x="690" y="210" width="170" height="130" fill="#a3322a"/>
<polygon points="680,212 775,150 870,212" fill="#7d241e"/>
<rect x="748" y="270" width="54" height="70" fill="#f1e6d0"/>
<line x1="748" y1="270" x2="802" y2="340" stroke="#a3322a" stroke-width="5"/>
<line x1="802" y1="270" x2="748" y2="340" stroke="#a3322a" stroke-width="5"/>
<rect x="880" y="170" width="56" height="170" fill="#c9c4bb"/>
<ellipse cx="908" cy="170" rx="28" ry="16" fill="#9e9a92"/>
${pine(120, 332, 110)}${pine(185, 334, 90)}`;
}

function platMap(): string {
  const lots: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      const x = 150 + col * 95 + (col >= 4 ? 40 : 0);
      const y = 70 + row * 80 + (row >= 2 ? 40 : 0);
      lots.push(
        `<rect x="${x}" y="${y}" width="95" height="80" fill="none" stroke="#6b5436" stroke-width="2"/>`,
      );
      lots.push(
        `<text x="${x + 40}" y="${y + 47}" font-family="Georgia, serif" font-size="18" fill="#6b5436">${row * 8 + col + 1}</text>`,
      );
    }
  }
  return `<rect x="40" y="30" width="${W - 80}" height="390" fill="#f3e7c9" stroke="#b89f72" stroke-width="3"/>
<rect x="150" y="230" width="800" height="40" fill="#e4d3a8"/>
<rect x="530" y="70" width="40" height="360" fill="#e4d3a8"/>
<text x="200" y="256" font-family="Georgia, serif" font-size="18" fill="#6b5436" letter-spacing="6">LAKE STREET</text>
${lots.join('\n')}
<polygon points="1060,90 1080,150 1060,138 1040,150" fill="#6b5436"/>
<text x="1051" y="80" font-family="Georgia, serif" font-size="26" fill="#6b5436">N</text>
<path d="M 990 360 q 60 -60 120 -20" fill="none" stroke="#3f7fa6" stroke-width="6"/>`;
}

/** The four demo slides, numbered from 1. */
export function demoSlides(): SlideRow[] {
  return [
    slide(
      'The Pine Ridge County Courthouse',
      "Recorder's Office, open 8:00–4:30, Monday–Friday",
      courthouse(),
      ['#9cc9ec', '#e3f1fb'],
    ),
    slide('Pine Lake at dawn', 'Pine Ridge County land records, indexed since 1858', lake(), [
      '#f6c9a4',
      '#cfe3f2',
    ]),
    slide(
      'A farm in Aspen Grove Township',
      'Search recorded documents online, day or night',
      farm(),
      ['#a8d4f0', '#eef7fc'],
    ),
    slide(
      'A page of the Lakeshore Acres plat',
      'E-recording accepted Monday–Friday, 8:00–4:00',
      platMap(),
      ['#d8cfb9', '#efe8d6'],
    ),
  ].map((body, i) => svgSlideRow(i + 1, `pine-ridge-${i + 1}.svg`, body));
}

/** What a county with no slides of its own shows (the contract wants at least one). */
export function defaultSlide(): SlideRow {
  return svgSlideRow(
    1,
    'welcome.svg',
    slide('Land Record Portal', 'Welcome to the Land Record Portal', lake(), [
      '#9cc9ec',
      '#e3f1fb',
    ]),
  );
}
