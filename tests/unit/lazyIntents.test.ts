import { describe, expect, it } from 'vitest';
import { lazyIntents } from '../../src/login/flow/lazyIntents';

/** A group whose load the test finishes by hand, recording the calls its intents receive. */
function deferredGroup() {
  const calls: string[] = [];
  let finish!: () => void;
  const arrived = new Promise<void>((resolve) => (finish = resolve));
  let loads = 0;
  const group = lazyIntents(async () => {
    loads++;
    await arrived;
    return {
      choose: (method: string) => void calls.push(`choose ${method}`),
      submit: async (code: string) => {
        calls.push(`submit ${code}`);
        return code.length;
      },
    };
  });
  return { group, calls, finish, loads: () => loads };
}

describe('lazily loaded intent groups', () => {
  it('loads the group once, on first use, and runs the calls made meanwhile in their order', async () => {
    const { group, calls, finish, loads } = deferredGroup();
    const choose = group.intent((loaded) => loaded.choose);
    const submit = group.intent((loaded) => loaded.submit);
    expect(loads()).toBe(0);
    const first = choose('sms');
    const second = submit('123456');
    expect(group.loaded()).toBeUndefined();
    expect(calls).toEqual([]);
    finish();
    await first;
    expect(await second).toBe(6);
    expect(calls).toEqual(['choose sms', 'submit 123456']);
    expect(loads()).toBe(1);
  });

  it('calls at once once the group is there', async () => {
    const { group, calls, finish } = deferredGroup();
    finish();
    await group.intent((loaded) => loaded.choose)('totp');
    expect(group.loaded()).toBeDefined();
    group.intent((loaded) => loaded.choose)('sms_otp');
    expect(calls).toEqual(['choose totp', 'choose sms_otp']);
  });
});
