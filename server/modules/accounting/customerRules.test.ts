import { describe, expect, it } from 'vitest';
import { phoneKeyOf, proposeMatches, sparseChangesOf } from './customerRules';

const pushed = {
  DisplayName: 'Ana Perez (1a2b3c4d)',
  GivenName: 'Ana',
  FamilyName: 'Perez',
  PrimaryEmailAddr: { Address: 'ana@example.com' },
  Mobile: { FreeFormNumber: '5125550100' },
  CompanyName: 'Oak HOA',
};

describe('a customer change as a sparse update', () => {
  it('sends only the fields that changed', () => {
    expect(sparseChangesOf({ ...pushed, PrimaryEmailAddr: { Address: 'ana@new.example' } }, pushed)).toEqual({
      PrimaryEmailAddr: { Address: 'ana@new.example' },
    });
  });
  it('clears a field no longer there and sends nothing when nothing changed', () => {
    const { CompanyName: _gone, ...rest } = pushed;
    expect(sparseChangesOf(rest, pushed)).toEqual({ CompanyName: '' });
    expect(sparseChangesOf(pushed, pushed)).toEqual({});
  });
  it('keeps the display name QuickBooks has until the name itself changes', () => {
    const linked = { ...pushed, DisplayName: 'Perez, Ana' };
    expect(sparseChangesOf({ ...pushed, Mobile: { FreeFormNumber: '5125550199' } }, linked)).toEqual({
      Mobile: { FreeFormNumber: '5125550199' },
    });
    expect(sparseChangesOf({ ...pushed, FamilyName: 'Gomez', DisplayName: 'Ana Gomez (1a2b3c4d)' }, linked)).toEqual({
      FamilyName: 'Gomez',
      DisplayName: 'Ana Gomez (1a2b3c4d)',
    });
  });
  it('sends every field when nothing is known of what QuickBooks holds', () => {
    expect(sparseChangesOf(pushed, null)).toEqual(pushed);
  });
});

describe('proposed links to QuickBooks customers', () => {
  const quickbooks = [
    { Id: '7', DisplayName: 'Ana Perez', PrimaryEmailAddr: { Address: 'ANA@example.com ' } },
    { Id: '8', DisplayName: 'Bob Lee', PrimaryPhone: { FreeFormNumber: '+1 (512) 555-0142' } },
    { Id: '9', DisplayName: 'Carla Diaz (ffff0000)' },
    { Id: '10', DisplayName: 'Dan Ruiz', PrimaryEmailAddr: { Address: 'dan@example.com' }, Mobile: { FreeFormNumber: '512-555-0177' } },
  ];
  const local = [
    { id: 'a', name: 'Ana Perez', email: 'ana@example.com', phones: [] },
    { id: 'b', name: 'Robert Lee', email: null, phones: ['5125550142'] },
    { id: 'c', name: 'Carla Diaz', email: null, phones: [] },
    { id: 'd', name: 'Dan Ruiz', email: 'dan@example.com', phones: ['(512) 555-0177'] },
    { id: 'e', name: 'Bob Lee', email: 'other@example.com', phones: ['5125550000'] },
  ];
  it('matches by e-mail or phone, never by a name alone', () => {
    expect(proposeMatches(local, quickbooks, new Set())).toEqual([
      { customerId: 'a', quickbooksId: '7', matchedBy: 'email' },
      { customerId: 'b', quickbooksId: '8', matchedBy: 'phone' },
      { customerId: 'd', quickbooksId: '10', matchedBy: 'email-phone' },
    ]);
  });
  it('leaves out rejected pairs, and offers the same display name only for a create QuickBooks refused', () => {
    const proposals = proposeMatches(local, quickbooks, new Set(['a:7']), new Map([['c', 'Carla Diaz (ffff0000)']]));
    expect(proposals.map((proposal) => `${proposal.customerId}:${proposal.quickbooksId}:${proposal.matchedBy}`)).toEqual([
      'b:8:phone',
      'c:9:name',
      'd:10:email-phone',
    ]);
  });
  it('reads a phone by its last ten digits', () => {
    expect(phoneKeyOf('+1 512.555.0142')).toBe('5125550142');
    expect(phoneKeyOf('555-0142')).toBeUndefined();
  });
});
