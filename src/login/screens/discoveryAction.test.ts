import { describe, expect, it } from 'vitest';
import { discoveryActionLabel } from './discoveryAction';

describe('discoveryActionLabel', () => {
  it('labels each membership type', () => {
    expect(discoveryActionLabel('pending_member')).toBe('Join');
    expect(discoveryActionLabel('eligible_to_join_by_email_domain')).toBe('Join');
    expect(discoveryActionLabel('eligible_to_join_by_oauth_tenant')).toBe('Join');
    expect(discoveryActionLabel('invited_member')).toBe('Accept Invite');
    expect(discoveryActionLabel('active_member')).toBeNull();
  });
});
