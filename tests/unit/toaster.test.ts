import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock';
import { createToaster, TOAST_LIMIT } from '../../src/ui/toast/toaster';

const setup = () => {
  const clock = new VirtualClock();
  return { clock, toaster: createToaster({ clock }) };
};
const visible = (toaster: ReturnType<typeof createToaster>) =>
  toaster.state.toasts.filter((t) => t.visible).map((t) => t.message);

describe('toaster', () => {
  it.each([
    ['blank', 4_000],
    ['error', 4_000],
    ['custom', 4_000],
    ['success', 2_000],
  ] as const)('%s toasts hide after %i ms and leave 1 s later', (type, duration) => {
    const { clock, toaster } = setup();
    toaster.show('Hello', { type });
    clock.advance(duration - 1);
    expect(visible(toaster)).toEqual(['Hello']);
    clock.advance(1);
    expect(visible(toaster)).toEqual([]);
    expect(toaster.state.toasts).toHaveLength(1);
    clock.advance(999);
    expect(toaster.state.toasts).toHaveLength(1);
    clock.advance(1);
    expect(toaster.state.toasts).toHaveLength(0);
    expect(clock.pending).toBe(0);
  });

  it('keeps a loading toast until it is replaced, then times the replacement', () => {
    const { clock, toaster } = setup();
    const id = toaster.show('Saving…', { type: 'loading' });
    clock.advance(3_600_000);
    expect(visible(toaster)).toEqual(['Saving…']);
    expect(clock.pending).toBe(0);
    toaster.show('Saved', { type: 'success', id });
    expect(toaster.state.toasts).toHaveLength(1);
    expect(toaster.state.toasts[0]).toMatchObject({ id, type: 'success', message: 'Saved' });
    clock.advance(2_000);
    expect(visible(toaster)).toEqual([]);
  });

  it('shows at most 20, dropping the oldest and their timers', () => {
    const { clock, toaster } = setup();
    for (let i = 1; i <= 25; i++) toaster.show(`Toast ${i}`);
    expect(toaster.state.toasts).toHaveLength(TOAST_LIMIT);
    expect(toaster.state.toasts[0]!.message).toBe('Toast 25');
    expect(toaster.state.toasts.at(-1)!.message).toBe('Toast 6');
    expect(clock.pending).toBe(TOAST_LIMIT);
  });

  it('dismisses one or all, and a custom duration wins', () => {
    const { clock, toaster } = setup();
    const a = toaster.show('A', { duration: 60_000 });
    toaster.show('B');
    toaster.dismiss(a);
    expect(visible(toaster)).toEqual(['B']);
    toaster.dismiss();
    expect(visible(toaster)).toEqual([]);
    clock.advance(1_000);
    expect(toaster.state.toasts).toEqual([]);
    expect(clock.pending).toBe(0);
  });
});
