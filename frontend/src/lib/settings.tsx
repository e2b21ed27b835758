/**
 * The session privileges (cookies isAdmin and canEdit, set by the server) and the
 * reader's settings (cookies showSource, default true, and mode, default light).
 * Privileges are re-read after login, signup and logout (spec section 4).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readCookie, writeCookie } from './cookies';

export type Mode = 'light' | 'dark';

interface Settings {
  isAdmin: boolean;
  canEdit: boolean;
  refreshPrivileges: () => void;
  showSource: boolean;
  setShowSource: (value: boolean) => void;
  mode: Mode;
  setMode: (mode: Mode) => void;
}

const SettingsContext = createContext<Settings | null>(null);

function readPrivileges() {
  return { isAdmin: readCookie('isAdmin') === 'true', canEdit: readCookie('canEdit') === 'true' };
}

export function readMode(): Mode {
  return readCookie('mode') === 'dark' ? 'dark' : 'light';
}

/** Applied before the first render too (main.tsx), so a dark page never flashes light. */
export function applyMode(mode: Mode): void {
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
}

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [privileges, setPrivileges] = useState(readPrivileges);
  const [showSource, setShowSourceState] = useState(() => readCookie('showSource') !== 'false');
  const [mode, setModeState] = useState<Mode>(readMode);

  useEffect(() => applyMode(mode), [mode]);

  const refreshPrivileges = useCallback(() => setPrivileges(readPrivileges()), []);
  const setShowSource = useCallback((value: boolean) => {
    writeCookie('showSource', String(value));
    setShowSourceState(value);
  }, []);
  const setMode = useCallback((value: Mode) => {
    writeCookie('mode', value);
    setModeState(value);
  }, []);

  const value = useMemo(
    () => ({ ...privileges, refreshPrivileges, showSource, setShowSource, mode, setMode }),
    [privileges, refreshPrivileges, showSource, setShowSource, mode, setMode],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): Settings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings outside SettingsProvider');
  return settings;
}
