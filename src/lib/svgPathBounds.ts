/**
 * The bounding box of an SVG path's data, so that a mark drawn somewhere inside a square icon
 * canvas (a wordmark in a thin band of simple-icons' 24 x 24 box) can be cropped to itself and
 * sized by its height. The box holds every end point and Bézier control point (a control point
 * may lie a little outside the curve: a box that large only adds clear space), and each arc's
 * bulge beyond its end points.
 */
export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/i;
const SEPARATORS = /^[\s,]+/;

/** Numbers per segment of each command. */
const ARITY: Record<string, number> = {m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0};

function tokenize(d: string): (string | number)[] {
  const tokens: (string | number)[] = [];
  let rest = d;
  let command = '';
  let argIndex = 0;
  while (rest.length > 0) {
    const space = SEPARATORS.exec(rest);
    if (space) {
      rest = rest.slice(space[0].length);
      continue;
    }
    const letter = rest[0]!;
    if (/[a-z]/i.test(letter)) {
      tokens.push(letter);
      command = letter.toLowerCase();
      argIndex = 0;
      rest = rest.slice(1);
      continue;
    }
    // An arc's two flags are single digits, often written without a separator ("0 01-.8").
    const position = ARITY[command] ? argIndex % ARITY[command]! : 0;
    if (command === 'a' && (position === 3 || position === 4)) {
      tokens.push(Number(letter));
      rest = rest.slice(1);
      argIndex += 1;
      continue;
    }
    const match = NUMBER.exec(rest);
    if (!match) {
      throw new Error(`Unreadable SVG path data near "${rest.slice(0, 12)}"`);
    }
    tokens.push(Number(match[0]));
    rest = rest.slice(match[0].length);
    argIndex += 1;
  }
  return tokens;
}

export function svgPathBounds(d: string): Bounds {
  const tokens = tokenize(d);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const add = (x: number, y: number) => {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  };
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let index = 0;
  let command = '';
  const next = (): number => {
    const value = tokens[index++];
    if (typeof value !== 'number') {
      throw new Error('SVG path data ends inside a command');
    }
    return value;
  };
  while (index < tokens.length) {
    const token = tokens[index];
    if (typeof token === 'string') {
      command = token;
      index += 1;
      if (command.toLowerCase() === 'z') {
        x = startX;
        y = startY;
        continue;
      }
    } else if (command === '') {
      throw new Error('SVG path data starts without a command');
    }
    const relative = command === command.toLowerCase();
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    switch (command.toLowerCase()) {
      case 'm':
      case 'l':
      case 't': {
        x = ox + next();
        y = oy + next();
        if (command.toLowerCase() === 'm') {
          startX = x;
          startY = y;
          // Further pairs after a move are lines.
          command = relative ? 'l' : 'L';
        }
        break;
      }
      case 'h':
        x = (relative ? x : 0) + next();
        break;
      case 'v':
        y = (relative ? y : 0) + next();
        break;
      case 'c':
        add(ox + next(), oy + next());
        add(ox + next(), oy + next());
        x = ox + next();
        y = oy + next();
        break;
      case 's':
      case 'q':
        add(ox + next(), oy + next());
        x = ox + next();
        y = oy + next();
        break;
      case 'a': {
        const rx = Math.abs(next());
        const ry = Math.abs(next());
        index += 1; // rotation
        const large = next() === 1;
        index += 1; // sweep
        const endX = ox + next();
        const endY = oy + next();
        // A short arc bulges from its chord by its sagitta, a long one by up to its diameter;
        // radii too small for the chord are scaled up to half of it.
        const chord = Math.hypot(endX - x, endY - y);
        const r = Math.max(rx, ry, chord / 2);
        const sagitta = r - Math.sqrt(Math.max(0, r * r - (chord / 2) ** 2));
        const bulge = large ? 2 * r : sagitta;
        add(Math.min(x, endX) - bulge, Math.min(y, endY) - bulge);
        add(Math.max(x, endX) + bulge, Math.max(y, endY) + bulge);
        x = endX;
        y = endY;
        break;
      }
      default:
        throw new Error(`Unknown SVG path command "${command}"`);
    }
    add(x, y);
  }
  return {x: minX, y: minY, width: maxX - minX, height: maxY - minY};
}
