import { describe, expect, it } from 'vitest';
import { acceptance, chargePowerKw, chargeStep } from './battery';

describe('the battery model', () => {
  const vehicle = { batteryKwh: 80, maxPowerKw: 120 };

  it('takes full power below half charge and tapers to a trickle near full', () => {
    expect(acceptance(20)).toBe(1);
    expect(acceptance(65)).toBeCloseTo(0.75);
    expect(acceptance(80)).toBeCloseTo(0.5);
    expect(acceptance(99)).toBeLessThan(0.1);
  });

  it('delivers the least of the rating, the current limit and what the vehicle takes', () => {
    expect(chargePowerKw({ socPercent: 20, currentLimitA: 200, ratedPowerKw: 50, vehicle })).toBe(50);
    expect(chargePowerKw({ socPercent: 20, currentLimitA: 100, ratedPowerKw: 75, vehicle })).toBeCloseTo(
      37.2,
    );
    expect(chargePowerKw({ socPercent: 100, currentLimitA: 200, ratedPowerKw: 75, vehicle })).toBe(0);
  });

  it('fills the battery by the energy delivered, never past full', () => {
    expect(chargeStep(50, 72, 3600, vehicle)).toEqual({ energyKwh: 72, socPercent: 100 });
    expect(chargeStep(50, 40, 360, vehicle).socPercent).toBeCloseTo(55);
  });
});
