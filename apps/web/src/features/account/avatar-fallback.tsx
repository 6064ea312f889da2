/** The picture of a user without one: antd-mobile's default carries a stray title that screen readers announce. */
export function AvatarFallback() {
  return (
    <svg viewBox="0 0 40 40" width="100%" height="100%" aria-hidden="true">
      <rect width="40" height="40" fill="#E6ECF5" />
      <circle cx="20" cy="16" r="7" fill="#B5C3DA" />
      <path d="M7 37c1.6-7 6.8-11 13-11s11.4 4 13 11z" fill="#B5C3DA" />
    </svg>
  );
}
