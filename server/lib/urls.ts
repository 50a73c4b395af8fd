/** 'https://x.ng///' -> 'https://x.ng'. A loop, not /\/+$/, which backtracks on long runs of slashes. */
export const withoutTrailingSlashes = (url: string): string => {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
};
