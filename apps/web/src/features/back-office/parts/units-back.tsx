/** A sold line as far as a refund or return needs it: its id, the units sold and those already refunded. */
export interface LineLeft {
  lineId: number;
  num: number;
  refundedNum: number;
}

/**
 * How many of a line's units go back, kept per line id: a whole number from 0 to the units not yet refunded
 * (the line refunds panel, the till's return and exchange).
 */
export function UnitsBackInput({
  line,
  nums,
  onChange,
  testId,
}: {
  line: LineLeft;
  nums: Record<number, number>;
  onChange: (nums: Record<number, number>) => void;
  testId: string;
}) {
  const left = line.num - line.refundedNum;
  return (
    <input
      type="number"
      min={0}
      max={left}
      value={nums[line.lineId] ?? 0}
      onChange={(e) => onChange({ ...nums, [line.lineId]: Math.min(left, Math.max(0, Math.round(Number(e.target.value) || 0))) })}
      data-testid={testId}
    />
  );
}
