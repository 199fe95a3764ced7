/**
 * Whether the report is being printed: set before the browser lays the page out for print (and
 * back after), so a paged report table can show all its rows on paper. The update is flushed at
 * once: a render scheduled for later would come after the print layout.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export const PrintingContext = createContext(false);

export const usePrinting = (): boolean => useContext(PrintingContext);

/** Follows the window's beforeprint / afterprint (ReportPage provides it to its report). */
export function usePrintingState(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}
