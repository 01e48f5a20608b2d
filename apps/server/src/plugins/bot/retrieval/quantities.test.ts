import { describe, expect, it } from 'vitest';
import { countedWordsOf, quantityWordsOf } from './quantities';
import { wordsOf } from './words';

describe('the quantities a text’s figures measure', () => {
  it.each([
    ['400-480 VAC three-phase', 'voltage'],
    ['draws up to 270 A', 'current'],
    ['at 24 kW to 75 kW each', 'power'],
    ['derating above 45 °C', 'temperature'],
    ['conductors up to 120 mm²', 'cross-section'],
    ['6 m maximum', 'length'],
    ['weight 620 kg', 'weight'],
    ['4 ohms or less', 'resistance'],
    ['torque of 40 Nm', 'torque'],
  ])('"%s" measures %s', (text, quantity) => {
    expect(quantityWordsOf(text).split(' ')).toContain(quantity);
  });

  it('reads no quantity from figures without a unit or words that only start with a digit', () => {
    expect(quantityWordsOf('up to 8 vehicles, 2 hours, IP65, a 2U shelf')).toBe('');
  });
});

describe('the words a text’s numbers count', () => {
  it.each([
    ['up to 8 vehicles at once', ['vehicles']],
    ['four AC and four DC ports', ['ac', 'dc', 'ports']],
    ['six DC ports', ['dc', 'ports']],
  ])('"%s" counts %j', (text, counted) => {
    expect(countedWordsOf(wordsOf(text))).toEqual(counted);
  });

  it('counts nothing a code number is followed by', () => {
    expect(countedWordsOf(wordsOf('Designed to UL 2202 for EV charging'))).toEqual([]);
  });
});
