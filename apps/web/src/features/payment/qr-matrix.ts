import qrcode from 'qrcode-generator';

/**
 * A QR code as one SVG path: `size` modules a side (without the quiet zone), `d` drawing every dark module as a
 * 1×1 square. Error correction M: a phone screen photographed by another phone is clean enough, and the code
 * stays small for a link of about 200 characters.
 */
export function qrMatrix(text: string): { size: number; d: string } {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) if (code.isDark(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
  }
  return { size, d: parts.join('') };
}
