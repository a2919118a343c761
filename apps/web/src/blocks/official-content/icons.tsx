/** Small line icons used by the shop and contact blocks; decorative unless given a label. */
const PATHS = {
  watch: 'M9 2h6l1 4a7 7 0 0 1 0 12l-1 4H9l-1-4a7 7 0 0 1 0-12zM12 8v4l3 2',
  jewelry: 'M6 3h12l3 5-9 13L3 8zM3 8h18M9 3l3 5 3-5M12 8v13',
  phone: 'M5 3h4l2 5-3 2a12 12 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A18 18 0 0 1 3 5a2 2 0 0 1 2-2z',
  email: 'M3 5h18v14H3zM3 6l9 7 9-7',
  address: 'M12 22s7-7.5 7-13a7 7 0 0 0-14 0c0 5.5 7 13 7 13zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  hours: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  fax: 'M6 9V3h12v6M6 18H4v-9h16v9h-2M6 14h12v7H6z',
  whatsapp: 'M4 20l1.5-4.5A8.5 8.5 0 1 1 8.5 18.5zM9 9c0 3 3 6 6 6l1.5-1.5-2-1-1 1c-1 0-2.5-1.5-2.5-2.5l1-1-1-2z',
} as const;
export type IconName = keyof typeof PATHS;

export function Icon({ name, label, size = 20 }: { name: IconName; label?: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {label && <title>{label}</title>}
      <path d={PATHS[name]} />
    </svg>
  );
}
