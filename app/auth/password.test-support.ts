/** Written by the scrypt hashPassword this project used before argon2id, for OLD_PASSWORD. */
export const OLD_SCRYPT_HASH =
	'scrypt$N=32768,r=8,p=1$8rPqQuS3mxakFDTzqZ19zw==$3zMdWBcNHFTkbR5msjOKOf7+9s0+3fzGK4ExAoGrD8jbbYs7O2caJ8nnmIXGmtKRtxAKGK8Gcal6rSKJxKTM4g=='
export const OLD_PASSWORD = 'old-password-1'
