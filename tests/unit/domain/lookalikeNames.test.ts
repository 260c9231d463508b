import { describe, expect, it } from 'vitest';
import { displayNameSkeleton, isLookalikeName, sameDisplayName } from '#domain/lookalikeNames';
import { mixesLookalikeScripts } from '#domain/reservedNames';

// Each word wholly Cyrillic: Ѕ U+0405, а U+0430, ѕ U+0455, һ U+04BB, Р U+0420, о U+043E, р U+0440, е U+0435.
const CYRILLIC_SASHA_POPE = '\u0405\u0430\u0455\u04bb\u0430 \u0420\u043e\u0440\u0435';

describe('look-alike display names', () => {
  it('the same skeleton written with other characters is a look-alike', () => {
    expect(mixesLookalikeScripts(CYRILLIC_SASHA_POPE)).toBe(false); // allowed at save: no word mixes scripts
    expect(displayNameSkeleton(CYRILLIC_SASHA_POPE)).toBe(displayNameSkeleton('Sasha Pope'));
    expect(isLookalikeName(CYRILLIC_SASHA_POPE, 'Sasha Pope')).toBe(true);
    expect(isLookalikeName('Sasha Pope', CYRILLIC_SASHA_POPE)).toBe(true);
    expect(isLookalikeName('Rnaya Lee', 'Maya Lee')).toBe(true);
  });

  it('the same name written the same way is not: two people may share it', () => {
    expect(isLookalikeName('Anna Smith', 'Anna Smith')).toBe(false);
    expect(isLookalikeName(CYRILLIC_SASHA_POPE, CYRILLIC_SASHA_POPE)).toBe(false);
  });

  it('case, spacing and Unicode normal form do not make another name', () => {
    expect(sameDisplayName('anna  SMITH ', 'Anna Smith')).toBe(true);
    expect(sameDisplayName('Zoe\u0308', 'Zo\u00eb')).toBe(true);
    expect(isLookalikeName('anna  SMITH ', 'Anna Smith')).toBe(false);
    expect(isLookalikeName('Zoe\u0308', 'Zo\u00eb')).toBe(false);
  });

  it('another skeleton is not a look-alike', () => {
    expect(isLookalikeName('Anna Smith', 'Anna Smyth')).toBe(false);
    // Cyrillic Анна (н is no n) reads as itself, not as Anna: both are honest names.
    expect(isLookalikeName('\u0410\u043d\u043d\u0430', 'Anna')).toBe(false);
  });
});
