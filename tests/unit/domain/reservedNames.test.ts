import { describe, expect, it } from 'vitest';
import { confusableSkeleton } from '#domain/confusables';
import { isReservedName, mixesLookalikeScripts } from '#domain/reservedNames';

describe('confusableSkeleton (UTS #39)', () => {
  it('gives look-alikes one skeleton, ignoring case and invisible characters', () => {
    expect(confusableSkeleton('\u0410da \u0410dmin')).toBe(confusableSkeleton('Ada Admin'));
    expect(confusableSkeleton('rnaya')).toBe(confusableSkeleton('maya'));
    expect(confusableSkeleton('0mar')).toBe(confusableSkeleton('omar'));
    expect(confusableSkeleton('ad\u200bmin')).toBe(confusableSkeleton('ADMIN'));
    expect(confusableSkeleton('maya')).not.toBe(confusableSkeleton('maia'));
  });
});

describe('isReservedName', () => {
  it.each(['admin', 'ADMIN', 'Admin', 'support', 'vouched', 'ad.min', 'adm1n', 'admin_2', 'Vouched Support', '\u0410\u0501m\u0456n'])('refuses %s', (name) => {
    expect(isReservedName(name)).toBe(true);
  });
  it.each(['ada.admin', 'badminton', 'supporter', 'maya', 'Ada Admin'])('allows %s', (name) => {
    expect(isReservedName(name)).toBe(false);
  });
});

describe('mixesLookalikeScripts', () => {
  it('finds a word mixing Latin with Cyrillic or Greek letters', () => {
    expect(mixesLookalikeScripts('\u0410da \u0410dmin')).toBe(true);
    expect(mixesLookalikeScripts('P\u0430ul')).toBe(true);
    expect(mixesLookalikeScripts('\u039fmar')).toBe(true);
  });
  it('allows names wholly in one script per word, accents and marks', () => {
    for (const name of ['Ada Admin', 'Анна Каренина', 'Yıldız Öztürk', 'José Núñez', 'Σοφία', 'Anna Каренина', '李小龍', "O'Brien-Smith"]) {
      expect(mixesLookalikeScripts(name), name).toBe(false);
    }
  });
});
