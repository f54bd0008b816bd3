import type { Language } from '@portfolio/shared/languages';

/**
 * A small flag for a language, drawn inline (emoji flags are empty boxes on Linux and letters on
 * Windows). Decorative: the language's name always stands beside it.
 */
export function Flag({ language, className = 'h-3.5 w-5' }: { language: Language; className?: string }) {
  const common = { className: `${className} shrink-0 rounded-[2px] ring-1 ring-white/20`, 'aria-hidden': true, focusable: false, 'data-flag': language, preserveAspectRatio: 'none' } as const;
  switch (language) {
    case 'sv':
      return (
        <svg viewBox="0 0 16 10" {...common}>
          <rect width="16" height="10" fill="#006aa7" />
          <rect x="5" width="2" height="10" fill="#fecc02" />
          <rect y="4" width="16" height="2" fill="#fecc02" />
        </svg>
      );
    case 'nl':
      return (
        <svg viewBox="0 0 9 6" {...common}>
          <rect width="9" height="6" fill="#21468b" />
          <rect width="9" height="4" fill="#fff" />
          <rect width="9" height="2" fill="#ae1c28" />
        </svg>
      );
    default:
      // The Union flag, simplified for 20 px: the red saltire is not counterchanged.
      return (
        <svg viewBox="0 0 60 30" {...common}>
          <rect width="60" height="30" fill="#012169" />
          <path d="M0 0l60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
          <path d="M0 0l60 30M60 0L0 30" stroke="#c8102e" strokeWidth="2" />
          <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
          <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
        </svg>
      );
  }
}
