/**
 * Tracking numbers and the patterns of the shipping companies. A company's `trackingPattern` is a regular
 * expression over the upper-case number; the demo merchant and the tests need valid numbers too, so this
 * module also writes one for a pattern. It understands the small subset the seeded patterns use: anchors,
 * literals, `\d`, classes like `[0-9A-Z]`, groups with alternatives, and `{n}` / `{m,n}` counts.
 */

/** Whether a tracking number (already upper-case) fits a company's pattern; a broken pattern fits nothing. */
export function fitsTrackingPattern(pattern: string, trackingNo: string): boolean {
  try {
    return new RegExp(pattern).test(trackingNo);
  } catch {
    return false;
  }
}

type Node = { kind: 'chars'; chars: string } | { kind: 'group'; alternatives: Part[][] };
interface Part {
  node: Node;
  min: number;
  max: number;
}

const DIGITS = '0123456789';

function expandClass(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (c === '\\' && body[i + 1] === 'd') {
      out += DIGITS;
      i += 1;
    } else if (body[i + 1] === '-' && i + 2 < body.length) {
      for (let code = c.charCodeAt(0); code <= body.charCodeAt(i + 2); code += 1) out += String.fromCharCode(code);
      i += 2;
    } else out += c;
  }
  return out;
}

/** Parses `pattern` from `at` up to a `)` or `|` (or the end); answers the sequence and where it stopped. */
function parseSequence(pattern: string, at: number): { parts: Part[]; end: number } {
  const parts: Part[] = [];
  let i = at;
  while (i < pattern.length && pattern[i] !== ')' && pattern[i] !== '|') {
    const c = pattern[i]!;
    let node: Node;
    if (c === '^' || c === '$') {
      i += 1;
      continue;
    } else if (c === '\\') {
      const next = pattern[i + 1];
      node = { kind: 'chars', chars: next === 'd' ? DIGITS : (next ?? '') };
      i += 2;
    } else if (c === '[') {
      const close = pattern.indexOf(']', i);
      node = { kind: 'chars', chars: expandClass(pattern.slice(i + 1, close)) };
      i = close + 1;
    } else if (c === '(') {
      const alternatives: Part[][] = [];
      let j = i + 1;
      for (;;) {
        const seq = parseSequence(pattern, j);
        alternatives.push(seq.parts);
        j = seq.end + 1;
        if (pattern[seq.end] !== '|') break;
      }
      node = { kind: 'group', alternatives };
      i = j;
    } else {
      node = { kind: 'chars', chars: c };
      i += 1;
    }
    let min = 1;
    let max = 1;
    const count = /^\{(\d+)(?:,(\d+))?\}/.exec(pattern.slice(i));
    if (count) {
      min = Number(count[1]);
      max = count[2] !== undefined ? Number(count[2]) : min;
      i += count[0].length;
    }
    parts.push({ node, min, max });
  }
  return { parts, end: i };
}

function write(parts: readonly Part[], random: () => number): string {
  const pick = (n: number) => Math.floor(random() * n);
  let out = '';
  for (const part of parts) {
    const times = part.min + pick(part.max - part.min + 1);
    for (let k = 0; k < times; k += 1) out += writeNode(part.node, random);
  }
  return out;
}

function writeNode(node: Node, random: () => number): string {
  if (node.kind === 'chars') return node.chars[Math.floor(random() * node.chars.length)] ?? '';
  return write(node.alternatives[Math.floor(random() * node.alternatives.length)] ?? [], random);
}

/** A tracking number that fits `pattern` (of the subset above), drawn with `random`. */
export function writeTrackingNo(pattern: string, random: () => number = Math.random): string {
  return write(parseSequence(pattern, 0).parts, random);
}
