import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceFlags, type DeviceClass } from './device-class';

function classesOf(width: number): DeviceClass[] {
  return Object.entries(deviceFlags(width))
    .filter(([, on]) => on)
    .map(([name]) => name as DeviceClass);
}

describe('deviceFlags', () => {
  it('follows the table of SPEC.md §4 at every boundary, overlaps included', () => {
    expect(classesOf(320)).toEqual(['mobile', 'phone']);
    expect(classesOf(565)).toEqual(['mobile', 'phone']);
    expect(classesOf(566)).toEqual(['mobile', 'phablet']);
    expect(classesOf(767)).toEqual(['mobile', 'phablet']);
    expect(classesOf(768)).toEqual(['mobile', 'tablet']);
    expect(classesOf(1024)).toEqual(['mobile', 'tablet']);
    expect(classesOf(1025)).toEqual(['desktop']);
    expect(classesOf(1280)).toEqual(['desktop']);
    expect(classesOf(1281)).toEqual(['largeDesktop']);
    expect(classesOf(1441)).toEqual(['largeDesktop']);
    expect(classesOf(1442)).toEqual(['extraLarge']);
  });

  it('floors fractional widths and treats a negative width as zero', () => {
    expect(classesOf(565.9)).toEqual(['mobile', 'phone']);
    expect(classesOf(-10)).toEqual(['mobile', 'phone']);
  });

  it('puts any width in exactly one size class, and in mobile exactly up to 1024', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10_000, noNaN: true }), (width) => {
        const flags = deviceFlags(width);
        const sizes = [
          flags.phone,
          flags.phablet,
          flags.tablet,
          flags.desktop,
          flags.largeDesktop,
          flags.extraLarge,
        ].filter(Boolean);
        expect(sizes).toHaveLength(1);
        expect(flags.mobile).toBe(Math.floor(width) <= 1024);
      }),
    );
  });
});
