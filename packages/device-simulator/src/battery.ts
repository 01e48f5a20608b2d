/**
 * A vehicle battery on a DC charge post: how much power it takes at a state of charge (constant power up
 * to 50 %, tapering to half at 80 % and to a trickle at 100 %, the shape of a CC-CV charge), its pack
 * voltage, and what the post delivers under its rating and the driver's current limit. Pure: the
 * simulated charger and the demo history's past sessions both draw their curves from it.
 */

export interface Vehicle {
  batteryKwh: number;
  /** The most the vehicle takes at a low state of charge. */
  maxPowerKw: number;
}

/** Share of the vehicle's maximum it accepts at this state of charge (0–100). */
export function acceptance(socPercent: number): number {
  if (socPercent < 50) return 1;
  if (socPercent < 80) return 1 - ((socPercent - 50) / 30) * 0.5;
  return Math.max(0.04, 0.5 - ((socPercent - 80) / 20) * 0.46);
}

/** A 400 V class pack: about 360 V empty, 420 V full. */
export const packVoltage = (socPercent: number): number => 360 + 0.6 * socPercent;

/** Power (kW) the post delivers now: the least of its rating, the current limit and the vehicle's acceptance. */
export function chargePowerKw(options: {
  socPercent: number;
  currentLimitA: number;
  ratedPowerKw: number;
  vehicle: Vehicle;
}): number {
  const { socPercent, currentLimitA, ratedPowerKw, vehicle } = options;
  if (socPercent >= 100) return 0;
  const byCurrent = (currentLimitA * packVoltage(socPercent)) / 1000;
  return Math.min(ratedPowerKw, byCurrent, vehicle.maxPowerKw * acceptance(socPercent));
}

/** One step of `seconds` at a constant power: the energy delivered and the new state of charge. */
export function chargeStep(
  socPercent: number,
  powerKw: number,
  seconds: number,
  vehicle: Vehicle,
): { energyKwh: number; socPercent: number } {
  const energyKwh = (powerKw * seconds) / 3600;
  return { energyKwh, socPercent: Math.min(100, socPercent + (energyKwh / vehicle.batteryKwh) * 100) };
}
