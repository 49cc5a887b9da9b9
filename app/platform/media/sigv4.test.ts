import { describe, expect, test } from 'vitest'
import {
	amzDate,
	EMPTY_PAYLOAD_SHA256,
	presignPost,
	sha256Hex,
	signingKey,
	signPolicy,
	signRequest,
	uriEncode,
} from './sigv4.server'

// The example credentials and worked examples published in the AWS S3 API reference
// ("Signature Calculations for the Authorization Header" and "Example: Browser-Based Upload using
// HTTP POST (Using AWS Signature Version 4)"). They belong to no account.
const credentials = {
	accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
	secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
}
const HEADER_EXAMPLES_AT = new Date('2013-05-24T00:00:00Z')

const signatureOf = (authorization: string) => authorization.match(/Signature=([0-9a-f]{64})$/)?.[1]

describe('SigV4 request signing (AWS header-based examples)', () => {
	test('GET Object with a Range header', () => {
		const headers = signRequest({
			method: 'GET',
			url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
			headers: { Range: 'bytes=0-9' },
			payloadHash: EMPTY_PAYLOAD_SHA256,
			region: 'us-east-1',
			credentials,
			now: HEADER_EXAMPLES_AT,
		})
		expect(headers.authorization).toBe(
			'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
		)
		expect(headers['x-amz-date']).toBe('20130524T000000Z')
		expect(headers['x-amz-content-sha256']).toBe(EMPTY_PAYLOAD_SHA256)
	})

	test('PUT Object with a key that needs encoding and a signed payload', () => {
		const body = 'Welcome to Amazon S3.'
		expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072')
		const headers = signRequest({
			method: 'PUT',
			url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
			headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
			payloadHash: sha256Hex(body),
			region: 'us-east-1',
			credentials,
			now: HEADER_EXAMPLES_AT,
		})
		expect(headers.authorization).toContain(
			'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,',
		)
		expect(signatureOf(headers.authorization)).toBe(
			'98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
		)
	})

	test('GET Bucket (list objects): the query is sorted before signing', () => {
		const headers = signRequest({
			method: 'GET',
			url: new URL('https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2'),
			payloadHash: EMPTY_PAYLOAD_SHA256,
			region: 'us-east-1',
			credentials,
			now: HEADER_EXAMPLES_AT,
		})
		expect(signatureOf(headers.authorization)).toBe(
			'34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
		)
	})

	test('a changed detail changes the signature', () => {
		const sign = (range: string) =>
			signRequest({
				method: 'GET',
				url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
				headers: { Range: range },
				payloadHash: EMPTY_PAYLOAD_SHA256,
				region: 'us-east-1',
				credentials,
				now: HEADER_EXAMPLES_AT,
			}).authorization
		expect(sign('bytes=0-9')).not.toBe(sign('bytes=0-8'))
	})
})

describe('SigV4 POST policy (AWS browser-based upload example)', () => {
	// The policy exactly as AWS published it (CRLF line breaks included), base64-encoded.
	const AWS_POLICY_BASE64 =
		'eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJzaWd2NGV4YW1wbGVidWNrZXQifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRrZXkiLCAidXNlci91c2VyMS8iXSwNCiAgICB7ImFjbCI6ICJwdWJsaWMtcmVhZCJ9LA0KICAgIHsic3VjY2Vzc19hY3Rpb25fcmVkaXJlY3QiOiAiaHR0cDovL3NpZ3Y0ZXhhbXBsZWJ1Y2tldC5zMy5hbWF6b25hd3MuY29tL3N1Y2Nlc3NmdWxfdXBsb2FkLmh0bWwifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRDb250ZW50LVR5cGUiLCAiaW1hZ2UvIl0sDQogICAgeyJ4LWFtei1tZXRhLXV1aWQiOiAiMTQzNjUxMjM2NTEyNzQifSwNCiAgICB7IngtYW16LXNlcnZlci1zaWRlLWVuY3J5cHRpb24iOiAiQUVTMjU2In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIkeC1hbXotbWV0YS10YWciLCAiIl0sDQoNCiAgICB7IngtYW16LWNyZWRlbnRpYWwiOiAiQUtJQUlPU0ZPRE5ON0VYQU1QTEUvMjAxNTEyMjkvdXMtZWFzdC0xL3MzL2F3czRfcmVxdWVzdCJ9LA0KICAgIHsieC1hbXotYWxnb3JpdGhtIjogIkFXUzQtSE1BQy1TSEEyNTYifSwNCiAgICB7IngtYW16LWRhdGUiOiAiMjAxNTEyMjlUMDAwMDAwWiIgfQ0KICBdDQp9'

	test('the documented policy signs to the documented signature', () => {
		expect(signPolicy(AWS_POLICY_BASE64, credentials.secretAccessKey, '20151229', 'us-east-1')).toBe(
			'8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e',
		)
		const policy = JSON.parse(Buffer.from(AWS_POLICY_BASE64, 'base64').toString('utf8'))
		expect(policy.conditions).toContainEqual({
			'x-amz-credential': 'AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request',
		})
	})

	test('a wrong region or day gives another signature', () => {
		expect(signPolicy(AWS_POLICY_BASE64, credentials.secretAccessKey, '20151230', 'us-east-1')).not.toBe(
			'8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e',
		)
		expect(signPolicy(AWS_POLICY_BASE64, credentials.secretAccessKey, '20151229', 'eu-west-1')).not.toBe(
			'8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e',
		)
	})

	test('presignPost: the policy lists every field, the limits and the expiry, and its signature checks', () => {
		const now = new Date('2015-12-29T00:00:00Z')
		const fields = presignPost({
			bucket: 'sigv4examplebucket',
			key: 'uploads/u1/1-abc',
			region: 'us-east-1',
			credentials,
			now,
			expiresInSeconds: 600,
			conditions: [['content-length-range', 1, 31457279]],
			fields: { success_action_status: '201' },
		})
		expect(fields).toMatchObject({
			key: 'uploads/u1/1-abc',
			success_action_status: '201',
			'x-amz-algorithm': 'AWS4-HMAC-SHA256',
			'x-amz-credential': 'AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request',
			'x-amz-date': '20151229T000000Z',
		})
		const policy = JSON.parse(Buffer.from(fields.policy, 'base64').toString('utf8'))
		expect(policy.expiration).toBe('2015-12-29T00:10:00.000Z')
		expect(policy.conditions).toEqual([
			{ bucket: 'sigv4examplebucket' },
			{ key: 'uploads/u1/1-abc' },
			{ success_action_status: '201' },
			['content-length-range', 1, 31457279],
			{ 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
			{ 'x-amz-credential': 'AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request' },
			{ 'x-amz-date': '20151229T000000Z' },
		])
		expect(fields['x-amz-signature']).toBe(
			signPolicy(fields.policy, credentials.secretAccessKey, '20151229', 'us-east-1'),
		)
	})
})

describe('helpers', () => {
	test('uriEncode escapes like AWS, not like encodeURIComponent', () => {
		expect(uriEncode("!'()*")).toBe('%21%27%28%29%2A')
		expect(uriEncode('a b/c~d')).toBe('a%20b%2Fc~d')
		expect(uriEncode('a b/c', true)).toBe('a%20b/c')
		expect(uriEncode('ñ')).toBe('%C3%B1')
	})

	test('amzDate and the signing key of the AWS docs example day', () => {
		expect(amzDate(new Date('2015-08-30T12:36:00.123Z'))).toEqual({
			dateTime: '20150830T123600Z',
			date: '20150830',
		})
		// "Examples of how to derive a signing key" (service iam, 2015-08-30, us-east-1; that page's
		// example secret has a '+' where the S3 pages have a '/').
		expect(
			signingKey('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20150830', 'us-east-1', 'iam').toString('hex'),
		).toBe('c4afb1cc5771d871763a393e44b703571b55cc28424d1a5e86da6ed3c154a4b9')
	})
})
