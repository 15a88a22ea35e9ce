/**
 * SHA3-224 (FIPS-202, not the original Keccak padding), small and dependency-free.
 * The 64-bit lanes are held as pairs of 32-bit words: state[2i] is the low half of lane i.
 */

const ROUND_CONSTANTS: ReadonlyArray<readonly [low: number, high: number]> = [
  [0x00000001, 0x00000000],
  [0x00008082, 0x00000000],
  [0x0000808a, 0x80000000],
  [0x80008000, 0x80000000],
  [0x0000808b, 0x00000000],
  [0x80000001, 0x00000000],
  [0x80008081, 0x80000000],
  [0x00008009, 0x80000000],
  [0x0000008a, 0x00000000],
  [0x00000088, 0x00000000],
  [0x80008009, 0x00000000],
  [0x8000000a, 0x00000000],
  [0x8000808b, 0x00000000],
  [0x0000008b, 0x80000000],
  [0x00008089, 0x80000000],
  [0x00008003, 0x80000000],
  [0x00008002, 0x80000000],
  [0x00000080, 0x80000000],
  [0x0000800a, 0x00000000],
  [0x8000000a, 0x80000000],
  [0x80008081, 0x80000000],
  [0x00008080, 0x80000000],
  [0x80000001, 0x00000000],
  [0x80008008, 0x80000000],
];

/** Rotation offsets (rho) for lane x + 5y. */
const ROTATIONS = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];

const SHA3_224_RATE_BYTES = 144;
const SHA3_224_OUTPUT_BYTES = 28;

function rotateLane(low: number, high: number, by: number): [number, number] {
  if (by === 0) return [low, high];
  if (by === 32) return [high, low];
  if (by > 32) [low, high, by] = [high, low, by - 32];
  return [((low << by) | (high >>> (32 - by))) >>> 0, ((high << by) | (low >>> (32 - by))) >>> 0];
}

function keccakPermutation(state: Uint32Array): void {
  const column = new Uint32Array(10);
  const moved = new Uint32Array(50);
  for (const [roundLow, roundHigh] of ROUND_CONSTANTS) {
    // theta
    for (let x = 0; x < 5; x++) {
      column[2 * x] = state[2 * x] ^ state[2 * x + 10] ^ state[2 * x + 20] ^ state[2 * x + 30] ^ state[2 * x + 40];
      column[2 * x + 1] = state[2 * x + 1] ^ state[2 * x + 11] ^ state[2 * x + 21] ^ state[2 * x + 31] ^ state[2 * x + 41];
    }
    for (let x = 0; x < 5; x++) {
      const [rotLow, rotHigh] = rotateLane(column[2 * ((x + 1) % 5)], column[2 * ((x + 1) % 5) + 1], 1);
      const low = column[2 * ((x + 4) % 5)] ^ rotLow;
      const high = column[2 * ((x + 4) % 5) + 1] ^ rotHigh;
      for (let y = 0; y < 25; y += 5) {
        state[2 * (x + y)] ^= low;
        state[2 * (x + y) + 1] ^= high;
      }
    }
    // rho and pi: lane (x, y) moves to (y, 2x + 3y)
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        const from = x + 5 * y;
        const to = y + 5 * ((2 * x + 3 * y) % 5);
        const [low, high] = rotateLane(state[2 * from], state[2 * from + 1], ROTATIONS[from]);
        moved[2 * to] = low;
        moved[2 * to + 1] = high;
      }
    }
    // chi
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        const lane = 2 * (x + y);
        const next = 2 * (((x + 1) % 5) + y);
        const afterNext = 2 * (((x + 2) % 5) + y);
        state[lane] = moved[lane] ^ (~moved[next] & moved[afterNext]);
        state[lane + 1] = moved[lane + 1] ^ (~moved[next + 1] & moved[afterNext + 1]);
      }
    }
    // iota
    state[0] ^= roundLow;
    state[1] ^= roundHigh;
  }
}

function xorByteIntoState(state: Uint32Array, index: number, byte: number): void {
  const word = index >> 2;
  state[word] ^= byte << (8 * (index & 3));
}

function sha3(bytes: Uint8Array, rateBytes: number, outputBytes: number): Uint8Array {
  const state = new Uint32Array(50);
  const padded = new Uint8Array(Math.floor(bytes.length / rateBytes + 1) * rateBytes);
  padded.set(bytes);
  padded[bytes.length] ^= 0x06;
  padded[padded.length - 1] ^= 0x80;
  for (let offset = 0; offset < padded.length; offset += rateBytes) {
    for (let i = 0; i < rateBytes; i++) xorByteIntoState(state, i, padded[offset + i]);
    keccakPermutation(state);
  }
  const output = new Uint8Array(outputBytes);
  for (let i = 0; i < outputBytes; i++) output[i] = (state[i >> 2] >>> (8 * (i & 3))) & 0xff;
  return output;
}

/** The SHA3-224 hex digest of a text's UTF-8 bytes. */
export function sha3_224Hex(text: string): string {
  const digest = sha3(new TextEncoder().encode(text), SHA3_224_RATE_BYTES, SHA3_224_OUTPUT_BYTES);
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
