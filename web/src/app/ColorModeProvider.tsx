/**
 * Keeps <html> in the mode the member chose (light, dark, or the system's),
 * following the system live while on 'system' (lib/colorMode.ts), and lets
 * the account menu read and change the choice (useColorMode).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  applyColorMode,
  readColorModePreference,
  resolveColorMode,
  saveColorModePreference,
  systemPrefersDark,
  watchSystemColorMode,
  type ColorMode,
  type ColorModePreference,
} from '../lib/colorMode';

interface ColorModeControls {
  preference: ColorModePreference;
  mode: ColorMode;
  setPreference: (preference: ColorModePreference) => void;
}

const ColorModeContext = createContext<ColorModeControls | null>(null);

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState(readColorModePreference);
  const [systemDark, setSystemDark] = useState(systemPrefersDark);
  const mode = resolveColorMode(preference, systemDark);

  useEffect(() => watchSystemColorMode(setSystemDark), []);
  useEffect(() => applyColorMode(mode), [mode]);

  const setPreference = useCallback((next: ColorModePreference) => {
    saveColorModePreference(next);
    setPreferenceState(next);
  }, []);
  const controls = useMemo(() => ({ preference, mode, setPreference }), [preference, mode, setPreference]);
  return <ColorModeContext.Provider value={controls}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeControls {
  const controls = useContext(ColorModeContext);
  if (!controls) throw new Error('useColorMode must be used within a ColorModeProvider');
  return controls;
}
