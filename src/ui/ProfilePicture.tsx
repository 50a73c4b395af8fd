import { css } from './css';

/** Shown while a customer has no picture of their own. */
const PLACEHOLDER_PICTURE = '/avatar.svg';

const round = css`
  flex: none;
  border-radius: 50%;
  object-fit: cover;
  background: var(--bg);
`;

type ProfilePictureProps = { src: string | null | undefined; alt: string; size: number };

/** A customer's picture in a circle, or the placeholder when they have none. */
export const ProfilePicture = ({ src, alt, size }: ProfilePictureProps) => (
  <img className={round} src={src || PLACEHOLDER_PICTURE} alt={alt} width={size} height={size} />
);
