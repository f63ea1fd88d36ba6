/** Round tick steps (0.05, 0.1, 0.25, 0.5, 1, 2, 2.5, 5 …) giving about `target` ticks over the span. */
export function niceStep(span: number, target: number): number {
  const raw = span / target;
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw);
  return step ?? 10 * power;
}

/** Ticks from 0 to the first round value at or above `max`, about `target` of them: the axis of bars and areas. */
export function ticksFromZero(max: number, target: number): { ticks: number[]; top: number } {
  const step = niceStep(max, target);
  const top = Math.max(step, Math.ceil(max / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(Number(value.toFixed(6)));
  return { ticks, top };
}
