import { afterEach, describe, expect, it } from 'vitest';
import { applyColorMode, readColorModePreference, resolveColorMode, saveColorModePreference } from './colorMode';

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.style.colorScheme = '';
});

describe('the colour mode', () => {
  it('follows the system until the member picks one, and remembers the pick', () => {
    expect(readColorModePreference()).toBe('system');
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    saveColorModePreference('dark');
    expect(readColorModePreference()).toBe('dark');
    expect(resolveColorMode('dark', false)).toBe('dark');
    expect(resolveColorMode('light', true)).toBe('light');
    saveColorModePreference('system');
    expect(localStorage.length).toBe(0);
    expect(readColorModePreference()).toBe('system');
  });

  it('reads anything else in storage as the system’s', () => {
    localStorage.setItem('vouched.colorMode', 'purple');
    expect(readColorModePreference()).toBe('system');
  });

  it('puts the mode on <html> for Chakra and the browser, with no transition left switched off', () => {
    const root = document.documentElement;
    applyColorMode('dark');
    expect([...root.classList]).toEqual(['dark']);
    expect(root.style.colorScheme).toBe('dark');
    applyColorMode('light');
    expect([...root.classList]).toEqual(['light']);
    expect(root.style.colorScheme).toBe('light');
  });
});
