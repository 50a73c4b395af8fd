import { describe, expect, it } from 'vitest';
import { connectionType, createVitalsQueue, type Beacon } from './report';

const collect = () => {
  const sent: Parameters<Beacon>[0][] = [];
  return { sent, beacon: (report: Parameters<Beacon>[0]) => void sent.push(report) };
};

describe('the vitals queue', () => {
  it('sends what came in as one report on flush, each metric once (its latest value), and nothing when empty', () => {
    const { sent, beacon } = collect();
    const queue = createVitalsQueue('/transaction-details', '3g', beacon);
    queue.flush();
    expect(sent).toEqual([]);
    queue.add({ name: 'FCP', value: 1234.5678 });
    queue.add({ name: 'CLS', value: 0.012345 });
    queue.add({ name: 'CLS', value: 0.123456 });
    queue.flush();
    expect(sent).toEqual([
      {
        route: '/transaction-details',
        connection: '3g',
        metrics: [
          { name: 'FCP', value: 1234.6 },
          { name: 'CLS', value: 0.1235 },
        ],
      },
    ]);
    queue.flush();
    expect(sent).toHaveLength(1);
    queue.add({ name: 'INP', value: 10_000_000 });
    queue.flush();
    expect(sent[1]?.metrics, 'capped at what the server takes').toEqual([{ name: 'INP', value: 600_000 }]);
  });
});

describe('connectionType', () => {
  it("reads the browser's effective type, or says unknown", () => {
    const nav = (connection?: object) => ({ connection }) as unknown as Navigator;
    expect(connectionType(nav({ effectiveType: '3g' }))).toBe('3g');
    expect(connectionType(nav({ effectiveType: 'slow-2g' }))).toBe('slow-2g');
    expect(connectionType(nav({ effectiveType: '5g' }))).toBe('unknown');
    expect(connectionType(nav())).toBe('unknown');
  });
});
