import { describe, expect, it } from 'vitest';
import { noGoAreaProblem, noGoAreaSchema } from './no-go-area';

describe('a no-go area', () => {
  const box = [
    { lat: 50, lon: 1 },
    { lat: 50, lon: 2 },
    { lat: 51, lon: 2 },
    { lat: 51, lon: 1 },
  ];

  it('is a plain area of three or more corners, named', () => {
    expect(noGoAreaProblem(box)).toBeNull();
    expect(noGoAreaSchema.safeParse({ id: 'a', name: 'TSS Dover', corners: box }).success).toBe(true);
    expect(noGoAreaSchema.safeParse({ id: 'a', name: '  ', corners: box }).error?.issues[0]?.message).toMatch(/needs a name/);
  });

  it('is refused in words when its corners cannot make one', () => {
    expect(noGoAreaProblem(box.slice(0, 2))).toBe('An area needs at least 3 different corners; it has 2.');
    expect(noGoAreaProblem([box[0]!, box[1]!, box[0]!])).toMatch(/at least 3 different corners; it has 2/);
    // A bow tie: the second and fourth corners swapped.
    expect(noGoAreaProblem([box[0]!, box[2]!, box[1]!, box[3]!])).toMatch(/^Its edges cross \(corner 1 to 2 and corner 3 to 4\)/);
    expect(noGoAreaProblem([{ lat: 10, lon: 179 }, { lat: 10, lon: -179 }, { lat: 11, lon: -179 }])).toMatch(/straddle 180°/);
  });
});
