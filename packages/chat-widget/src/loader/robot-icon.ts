/** The robot of the launcher button (docs/product.md §3.2 "a floating robot button"), drawn without any library. */
export const ROBOT_ICON = `<svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
<rect x="9" y="14" width="30" height="24" rx="8" fill="currentColor" opacity="0.95"/>
<rect x="22.5" y="6" width="3" height="8" rx="1.5" fill="#39d0a8"/>
<circle cx="24" cy="6" r="3" fill="#39d0a8"/>
<circle cx="18" cy="25" r="3.5" fill="#0b2a4a"/>
<circle cx="30" cy="25" r="3.5" fill="#0b2a4a"/>
<rect x="18" y="31" width="12" height="2.5" rx="1.25" fill="#0b2a4a"/>
<rect x="5" y="21" width="4" height="10" rx="2" fill="#39d0a8"/>
<rect x="39" y="21" width="4" height="10" rx="2" fill="#39d0a8"/>
</svg>`;
