/** "under 1 kB", "12 kB", "1.2 MB": a size on the link or on disk, the one form every view uses. */
export function byteSizeWords(bytes: number): string {
  if (bytes < 1000) return 'under 1 kB';
  if (bytes < 1_000_000) return `${bytes < 10_000 ? (bytes / 1000).toFixed(1) : Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
