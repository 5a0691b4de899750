/**
 * Every colour pair the style sheets use meets WCAG AA, in the light and in the dark theme (issue
 * 46, docs/accessibility.md "Colour contrast"): 4.5:1 for text, 3:1 for large text and for the
 * edges of UI components (a field's border, the focus ring). No browser: the test reads the design
 * tokens of global.css for both themes and every rule of every style sheet under web/src, so a new
 * rule or a new colour is checked the day it is written.
 *
 * Where a rule's text sits: on its own background when the rule paints one; on the background of
 * a BEM sibling (`.tile` text on `.tile--red`); on the background of an ancestor named in its
 * selector (`.overlay .count`), which may also re-declare the text tokens for what it contains;
 * otherwise on any of the page's surfaces (`--bg`, `--surface`, `--surface-2`). A colour written
 * outside the tokens must either come with its own background in the same rule (and pass) or be
 * listed below with what it sits on. A translucent background is laid over what is behind it: the
 * picture for the scrims over the video, which may be anything, so over black and over white.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

type Rgba = readonly [number, number, number, number];
type Declarations = Record<string, string>;
interface Rule {
  readonly file: string;
  readonly selector: string;
  readonly declarations: Declarations;
}

// ---- reading the style sheets ---------------------------------------------------------------

function parseDeclarations(body: string): Declarations {
  const declarations: Declarations = {};
  for (const part of body.split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) declarations[part.slice(0, colon).trim().toLowerCase()] = part.slice(colon + 1).trim();
  }
  return declarations;
}

/** The style rules of a sheet, whatever @media or @container they are in (@keyframes left out). */
function parseRules(file: string, css: string): Rule[] {
  const rules: Rule[] = [];
  const open: string[] = [];
  let buffer = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      open.push(buffer.trim());
      buffer = '';
    } else if (char === '}') {
      const prelude = open.pop() ?? '';
      const inKeyframes = open.some((p) => p.startsWith('@keyframes'));
      if (!prelude.startsWith('@') && !inKeyframes && buffer.trim())
        rules.push({ file, selector: prelude.replace(/\s+/g, ' '), declarations: parseDeclarations(buffer) });
      buffer = '';
    } else buffer += char;
  }
  return rules;
}

const sheets = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .sort();
const rules = sheets.flatMap((file) => parseRules(file, readFileSync(join(SRC, file), 'utf8')));

const GLOBAL = relative(SRC, join(SRC, 'styles', 'global.css'));
const tokenBlock = (selector: string) =>
  rules.find((rule) => rule.file === GLOBAL && rule.selector === selector)?.declarations ?? {};
const THEMES = {
  light: tokenBlock(':root'),
  dark: { ...tokenBlock(':root'), ...tokenBlock(":root[data-theme='dark']") },
} as const;
type Theme = keyof typeof THEMES;
const isTokenBlock = (rule: Rule) => rule.file === GLOBAL && rule.selector.startsWith(':root');

// ---- colours --------------------------------------------------------------------------------

const COLOUR = /#[0-9a-f]{3,8}\b|rgba?\([^)]*\)|var\(--[a-z0-9-]+\)|\b(?:white|black|transparent)\b/i;

function parseColour(text: string): Rgba {
  const value = text.trim().toLowerCase();
  if (value === 'white') return [255, 255, 255, 1];
  if (value === 'black') return [0, 0, 0, 1];
  if (value === 'transparent') return [0, 0, 0, 0];
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).concat(1) as unknown as Rgba;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[/,]\s*([\d.]+)(%?))?\s*\)$/.exec(value);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), alpha];
  }
  throw new Error(`not a colour this test reads: ${text}`);
}

/** `value` (a colour, a var() or a shorthand holding one) in `theme`, with a scope's own tokens. */
function resolve(value: string, theme: Theme, scope: Declarations = {}): string | undefined {
  const found = COLOUR.exec(value)?.[0];
  if (!found) return undefined;
  const token = /^var\((--[a-z0-9-]+)\)$/.exec(found)?.[1];
  if (!token) return found;
  const next = scope[token] ?? THEMES[theme][token];
  if (next === undefined) throw new Error(`unknown token ${token}`);
  return resolve(next, theme);
}

const over = ([r, g, b, alpha]: Rgba, [ur, ug, ub]: Rgba): Rgba => [
  r * alpha + ur * (1 - alpha),
  g * alpha + ug * (1 - alpha),
  b * alpha + ub * (1 - alpha),
  1,
];

const luminance = ([r, g, b]: Rgba) => {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** The WCAG contrast ratio of a colour laid over a background. */
export function contrast(foreground: Rgba, background: Rgba): number {
  const [a, b] = [luminance(over(foreground, background)), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

// ---- what each rule's colours sit on -------------------------------------------------------

const BACKGROUND_PROPERTIES = ['background', 'background-color'];
const backgroundOf = (declarations: Declarations) =>
  BACKGROUND_PROPERTIES.map((p) => declarations[p]).find((v) => v !== undefined && COLOUR.test(v));
const colourDeclarations = (declarations: Declarations) =>
  Object.entries(declarations).filter(
    ([property, value]) =>
      (property === 'color' ||
        BACKGROUND_PROPERTIES.includes(property) ||
        /^border(-(top|right|bottom|left|inline|block)(-(start|end))?)?(-color)?$/.test(property) ||
        property === 'outline' ||
        property === 'box-shadow') &&
      COLOUR.test(value),
  );

/** The page's own surfaces: text with no background of its own may sit on any of them. */
const PAGE_SURFACES = ['var(--bg)', 'var(--surface)', 'var(--surface-2)'];
/** The video and the camera's picture: anything, from black to white. */
const PICTURE = ['#000', '#fff'];

/**
 * Colours outside the tokens, where the rule itself does not say what they sit on: the selector
 * (one of the rule's comma parts) and the backgrounds under it. A colour missing here fails.
 */
const LITERAL_SURFACES: Record<string, { readonly on: readonly string[]; readonly why: string }> = {
  '.event-stage__screen': { on: [], why: 'the video box: no text of its own' },
  '.event-stage__video': { on: [], why: 'the video itself: captions carry their own ::cue background' },
  '.replay__video': { on: [], why: "a replay's video: the browser's captions carry their own background" },
  '.event-stage__picture': { on: [], why: "a phone's video box: no text of its own" },
  '.camera-video': { on: [], why: 'the camera picture: no text of its own' },
  '.replay-align__player': { on: [], why: 'the recording in the replay alignment tool: no text of its own' },
  '.event-stage__video::cue': { on: PICTURE, why: "the browser's captions, white, over the picture" },
  '.camera-preview__off': { on: ['#000'], why: 'the camera preview box when the camera is off' },
  '.captions-menu__button': { on: PICTURE, why: 'the CC button over the picture' },
  '.game-tile__verdict': { on: ['#b42318', '#1d4ed8', '#8a5a00', '#166534'], why: 'a tag on a coloured tile' },
  '.game-tile__tag': { on: ['#b42318', '#1d4ed8', '#8a5a00', '#166534'], why: 'a tag on a coloured tile' },
  '.game-tile--correct': { on: PAGE_SURFACES, why: 'the green border of the right answer, on the page' },
  '.dialog::backdrop': { on: [], why: 'the shade behind an open dialog: no text on it' },
};

/** Translucent backgrounds over the picture: laid over black and over white. */
const OVER_PICTURE = /^\.(on-picture|captions-menu__button|live-captions__line|event-stage__video::cue)\b/;

/**
 * Translucent boxes that hold only their own text. Any other translucent box is `.on-picture`,
 * which re-declares the text tokens for what it holds: a component placed in a dark box otherwise
 * keeps the light theme's dark text (the poll bars' counts in the poll overlay, issue 46).
 */
const TEXT_ONLY_SCRIMS = [
  '.live-captions__line',
  '.captions-menu__button',
  '.event-stage__video::cue',
  '.game-tile__verdict',
  '.game-tile__tag',
  '.dialog::backdrop',
];

interface Pair {
  readonly where: string;
  readonly theme: Theme;
  readonly kind: 'text' | 'large text' | 'UI component';
  readonly foreground: string;
  readonly background: string;
  readonly ratio: number;
  readonly needed: number;
}

const selectorParts = (rule: Rule) => rule.selector.split(',').map((s) => s.trim());
const compounds = (selector: string) => selector.split(/\s*[\s>+~]\s*/).filter(Boolean);
const fontRem = (declarations: Declarations) => {
  const size = /^([\d.]+)(rem|em)$/.exec(declarations['font-size'] ?? '');
  return size ? Number(size[1]) : 1;
};
const isLarge = (declarations: Declarations) =>
  fontRem(declarations) >= 1.5 || (fontRem(declarations) >= 1.1875 && Number(declarations['font-weight']) >= 700);

/** The rules whose selector (one comma part) is exactly `selector`. */
const rulesFor = (selector: string) => rules.filter((rule) => selectorParts(rule).includes(selector));

/** The background a part of a rule sits on, with the tokens of the scope that paints it. */
function surfacesOf(
  part: string,
  rule: Rule,
): { on: readonly string[]; scope: Declarations; backdrop: readonly string[] } {
  const own = backgroundOf(rule.declarations);
  const listed = LITERAL_SURFACES[part];
  const backdropFor = (selector: string) => (OVER_PICTURE.test(selector) ? PICTURE : PAGE_SURFACES);
  if (own) return { on: [own], scope: rule.declarations, backdrop: listed?.on ?? backdropFor(part) };
  if (listed) return { on: listed.on, scope: {}, backdrop: backdropFor(part) };
  // A BEM modifier's background under its block's text (`.tile` on `.tile--red`), or the block's under a modifier.
  const last = compounds(part).at(-1) ?? part;
  const block = /^\.([a-z0-9-]+?__?[a-z0-9-]*?|[a-z0-9-]+?)(--[a-z0-9-]+)?$/.exec(last);
  if (block && !block[2]) {
    // Modifiers of the same element (`.tile--red`, one compound) that paint a background and keep the block's text.
    const modifiers = rules.filter(
      (other) =>
        !other.declarations.color &&
        backgroundOf(other.declarations) &&
        selectorParts(other).some((s) => s.startsWith(`.${block[1]}--`) && compounds(s).length === 1),
    );
    if (modifiers.length)
      return {
        on: modifiers.map((m) => backgroundOf(m.declarations) ?? ''),
        scope: {},
        backdrop: PAGE_SURFACES,
      };
  }
  // The nearest ancestor named in the selector that paints a background (and maybe re-declares tokens).
  for (const ancestor of compounds(part).slice(0, -1).reverse()) {
    const painter = rulesFor(ancestor).find((r) => backgroundOf(r.declarations));
    if (painter) {
      const scope = Object.assign({}, ...rulesFor(ancestor).map((r) => r.declarations)) as Declarations;
      return { on: [backgroundOf(painter.declarations) ?? ''], scope, backdrop: backdropFor(ancestor) };
    }
  }
  return { on: PAGE_SURFACES, scope: {}, backdrop: PAGE_SURFACES };
}

function measure(
  where: string,
  kind: Pair['kind'],
  foreground: string,
  on: readonly string[],
  scope: Declarations,
  backdrop: readonly string[],
): Pair[] {
  const needed = kind === 'text' ? 4.5 : 3;
  return (['light', 'dark'] as const).flatMap((theme) =>
    on.flatMap((background) =>
      backdrop.map((under) => {
        const fg = resolve(foreground, theme, scope) ?? '';
        const bgTop = resolve(background, theme, scope) ?? '';
        const bgUnder = resolve(under, theme) ?? '';
        const bg = over(parseColour(bgTop), parseColour(bgUnder));
        const shownBg = parseColour(bgTop)[3] < 1 ? `${bgTop} over ${bgUnder}` : bgTop;
        const label = (value: string, resolved: string) =>
          value.startsWith('var(') ? `${value.slice(4, -1)} ${resolved}` : resolved;
        return {
          where,
          theme,
          kind,
          foreground: label(foreground, fg),
          background: label(background, shownBg),
          ratio: Math.round(contrast(parseColour(fg), bg) * 100) / 100,
          needed,
        };
      }),
    ),
  );
}

/** Every pair the style sheets use. */
function allPairs(): Pair[] {
  const pairs: Pair[] = [];
  for (const rule of rules.filter((r) => !isTokenBlock(r))) {
    for (const part of selectorParts(rule)) {
      const where = `${rule.file} ${part}`;
      const { on, scope, backdrop } = surfacesOf(part, rule);
      const text = rule.declarations.color;
      if (text && COLOUR.test(text) && !/transparent|inherit|currentcolor/i.test(text))
        pairs.push(...measure(where, isLarge(rule.declarations) ? 'large text' : 'text', text, on, scope, backdrop));
      // A scope that re-declares text tokens: each of them on its own background.
      for (const [token, value] of Object.entries(rule.declarations))
        if (/^--(text|text-muted|primary|success|danger|warning)$/.test(token) && backgroundOf(rule.declarations))
          pairs.push(...measure(`${where} ${token}`, 'text', value, on, scope, backdrop));
      // The edge of a field, and every focus ring, against what is around it.
      const edge = Object.entries(rule.declarations).find(
        ([property, value]) => property.startsWith('border') && COLOUR.test(value) && !/transparent/.test(value),
      );
      // A field's edge sets it apart from what is around it (inside, it is the field's own background).
      if (edge && /^(input|select|textarea)\b/.test(compounds(part).at(-1) ?? ''))
        pairs.push(
          ...measure(
            `${where} ${edge[0]}`,
            'UI component',
            edge[1],
            [...new Set([...on, ...PAGE_SURFACES])],
            scope,
            PAGE_SURFACES,
          ),
        );
      for (const [property, value] of Object.entries(rule.declarations))
        if (/var\(--focus\)/.test(value))
          pairs.push(...measure(`${where} ${property}`, 'UI component', value, PAGE_SURFACES, scope, PAGE_SURFACES));
    }
  }
  return pairs;
}

/** Colours written outside the tokens whose background nothing says. */
function unplacedLiterals(): string[] {
  const unplaced: string[] = [];
  for (const rule of rules.filter((r) => !isTokenBlock(r))) {
    for (const [property, value] of colourDeclarations(rule.declarations)) {
      const literal = resolve(value, 'light', { '--any': '' });
      if (!literal || value.includes('var(') || /transparent/.test(literal)) continue;
      for (const part of selectorParts(rule)) {
        const { on } = surfacesOf(part, rule);
        const placed = LITERAL_SURFACES[part] !== undefined || on !== PAGE_SURFACES || property !== 'color';
        // A literal background with no text of its own and no listing: what text sits on it?
        const paintsUnknown =
          BACKGROUND_PROPERTIES.includes(property) && !rule.declarations.color && LITERAL_SURFACES[part] === undefined;
        const hasTextFromModifier = rules.some(
          (r) => selectorParts(r).some((s) => part.startsWith(`${s}--`)) && r.declarations.color,
        );
        if (
          !placed ||
          (paintsUnknown && !hasTextFromModifier && !Object.keys(rule.declarations).some((p) => p.startsWith('--')))
        )
          unplaced.push(`${rule.file} ${part} { ${property}: ${value} }`);
      }
    }
  }
  return unplaced;
}

describe('colour contrast of the style sheets (WCAG AA)', () => {
  it('reads both themes and every style sheet', () => {
    expect(Object.keys(THEMES.light)).toEqual(expect.arrayContaining(['--text', '--text-muted', '--bg', '--focus']));
    expect(THEMES.dark['--bg']).not.toBe(THEMES.light['--bg']);
    expect(sheets.length).toBeGreaterThan(10);
  });

  // The axe sweep runs only axe's colour rules in the second scheme on the same document, which
  // holds only while the dark theme changes nothing but colours (docs/accessibility.md).
  it('the dark theme changes colours only: token values and color-scheme, in one block', () => {
    const themed = sheets.filter((file) =>
      /data-theme|prefers-color-scheme/.test(readFileSync(join(SRC, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')),
    );
    expect(themed).toEqual([GLOBAL]);
    expect(rules.filter((rule) => rule.selector.includes('data-theme')).map((rule) => rule.selector)).toEqual([
      ":root[data-theme='dark']",
    ]);
    const notColours = Object.entries(tokenBlock(":root[data-theme='dark']")).filter(
      ([property, value]) =>
        !(property === 'color-scheme' && value === 'dark') &&
        !(
          property.startsWith('--') &&
          property in THEMES.light &&
          new RegExp(`^(?:${COLOUR.source})$`, 'i').test(value)
        ),
    );
    expect(notColours).toEqual([]);
  });

  it('measures the ratio the way WCAG does', () => {
    expect(contrast(parseColour('#000'), parseColour('#fff'))).toBeCloseTo(21, 5);
    expect(contrast(parseColour('#767676'), parseColour('#fff'))).toBeCloseTo(4.54, 2);
    expect(contrast(parseColour('rgb(0 0 0 / 0%)'), parseColour('#fff'))).toBeCloseTo(1, 5);
  });

  it('every colour outside the tokens says what it sits on', () => {
    expect(unplacedLiterals()).toEqual([]);
  });

  it('a translucent box is .on-picture (its own text tokens) or holds only its own text', () => {
    const boxes = rules.flatMap((rule) => {
      const background = backgroundOf(rule.declarations);
      const alpha = background && !background.includes('var(') ? parseColour(resolve(background, 'light') ?? '')[3] : 1;
      if (alpha === 0 || alpha === 1) return [];
      return selectorParts(rule).filter((part) => part !== '.on-picture' && !TEXT_ONLY_SCRIMS.includes(part));
    });
    expect(boxes).toEqual([]);
    const onPicture = Object.assign({}, ...rulesFor('.on-picture').map((r) => r.declarations)) as Declarations;
    expect(Object.keys(onPicture)).toEqual(
      expect.arrayContaining(['--text', '--text-muted', '--primary', 'background']),
    );
  });

  it('every text, large-text and UI-component pair meets its ratio in light and in dark', () => {
    const pairs = allPairs();
    const unique = [...new Map(pairs.map((p) => [JSON.stringify(p), p])).values()];
    // The list issue 46 asks for: each distinct pair once per theme, with its ratio.
    const lines = new Map<string, Pair>();
    for (const p of unique) {
      const key = `${p.theme} ${p.kind}: ${p.foreground} on ${p.background}`;
      const known = lines.get(key);
      if (!known) lines.set(key, p);
    }
    console.log(
      [...lines.entries()]
        .map(([key, p]) => `${p.ratio.toFixed(2).padStart(6)} ${p.ratio >= p.needed ? 'ok  ' : 'FAIL'} ${key}`)
        .sort()
        .join('\n'),
    );
    const failing = unique
      .filter((p) => p.ratio < p.needed)
      .map((p) => `${p.where} (${p.theme}, ${p.kind}): ${p.foreground} on ${p.background} = ${p.ratio} < ${p.needed}`);
    expect(failing).toEqual([]);
  });
});
