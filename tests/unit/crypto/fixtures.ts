/**
 * Fixed keys and vectors for the crypto tests. The keys are test-only and
 * public. Every expected ciphertext here was computed with node:crypto alone
 * (RSA_NO_PADDING, OAEP/SHA-256, AES-256-CBC, and single DES as DES-EDE with
 * K1 = K2, since this OpenSSL ships no plain DES), not with the code under test.
 */
import type { RsaKeyHex } from '../../../server/src/crypto/keys';

/** 1024-bit: the size the legacy scheme serves. */
export const legacyTestKey: RsaKeyHex = {
  n:
    'b4ef15f835b3a07ae92e935eb420fd48fbff8d56219cfdfbc58ec4a2858712861105c5ec14490bb94b559e519812b7e5' +
    'f60d15c4bb102c9726d8883bb529894476a8e8b8f55a32ce924588b9738999c3f406c3514f3fbc8e0b87b91ed1b0c041' +
    '41e94aaa87e59df283541cc8b070836f633123682c04f651eed587a1804efa03',
  e:
    '010001',
  d:
    '941e821abf43bce5c20d2a01c66e974b6f58e6c8931de5627e79810a174bdb633b7e416821b726ccdb1a4d5038b16230' +
    'f4bc038d1922858e7bf3999b5f949054c590e8e657d43b3ac319100fea5f10fc9c83d6a5f51434eb58c3279ed944f500' +
    '08322ab12ee18c27d99300f5480c95da6f662d90c75769c615712b31c622bf01',
  p:
    'e747db3ddf3e91133df7e6517316cff80af7a9c761bbf20b58452c958d8864aeb64a9f740840f456e0caf284db611c26' +
    '987b2a228fc532b78c978ab3f3ad2283',
  q:
    'c845ad06e2a87481bae22d7bcc05ec4842973b6d715915dec7673642e19658998c93f3ce5782c0309fbd87d804b5b530' +
    '980d85d7c4df966b29c6293b78f13281',
  dp:
    '314cdded38734bd5803621c066fa0be6e1df9d2f45241d1a51fc9cde5c4720bf25588ed8db118d841f72e373729826ba' +
    '0b72e5ae6c5b2ace7987ac2763e01a25',
  dq:
    '383a57b9f729148cd7cb68b9b92e70885929dca57d8d657686c59396737fa2a079b7905bfe75d73fcf9986ea3f6844d6' +
    'bfda0c19e84c5e0ef84b8a88080cb001',
  qi:
    'daedfa132e56bc77d6e8e00d3d9135caec593a69f936e10b234342429ff6421bae2c59e5a6b53bfea4b387dceebbe4b5' +
    '03d8a5439f06f70a54f3446b236db8a3',
};

/** 2048-bit: the size the v2 scheme serves. */
export const v2TestKey: RsaKeyHex = {
  n:
    'f5bcb77a17ef53218c6ec60f11dc81a06517187a49ba5bfb6a01a0f30eb0c14cd6d195d77b47fb8b1a2489870de2dc4f' +
    '291323ebc48cf79f64af814370b9d20650b42cfe82b0fd84833a55b947e7a936783ecb8d5d40ed23298e8417d20f11bf' +
    '164e7e29bf981acd41dd2bbe0f7c72551062e66eaebaa6196858ce267678c499d6c757318fc10c2975ffab8e93ca5c53' +
    '58c55f932457882e5a73c74bb7a1a8181e2945cb5a9250ceb06533b3bca0d66d6db9216dd75c836a5707c4ce3171254f' +
    '05619269545aa112c9810bb64b56e83258223d6b5dfdc5677a24c1587a1ee344b363332ad81a006dbd79af6ed6751fb3' +
    '22bf7d44e6c9e7f7abfa53a255809b17',
  e:
    '010001',
  d:
    '180a88cf6ac20b99afa48814a20461b0db2856f3b7d22ca791d26ba2fbdff264086c396da5c3aabf617a60f3693a0af5' +
    'ba5358b8a5e268b8c65ff3e9db806d24c30682e9ba1d835ffb255ce24dea432ac4b982ae92335a3fe36941a66c4849cd' +
    'd9152ad0a8cc426b01b397fba0863b4ff3d4c92ddb985521b7e20af67106c057b4e6353e7ee6ccd1e92c2ca2f90ac352' +
    '4a9121f3c1014947ef846679dc63040302a6e49b1517c6848ef2cec78b226a6a1c86abde9feb95c2cd1166d23c7e584a' +
    '1182e52477675fbb1131997ac6bac4cbe71cb387cc8b10de3e55e8da955041a3c7e56cdaebb41cd6c5e3843ebf979dcb' +
    '61c3892cac2944d3e42f242634725529',
  p:
    'fb1842bda060bffa91dedf3197d4e5936b1dcc33c39b6dfd257f99523e398c5acba0b260e56dbb2bfc689a557b3acced' +
    'd54539dc89003b437cad5602d49a711c14398f28541dd0d68ef69ed5d5ecb8511434f8065b97884b1c78db89a97523e5' +
    '80b7d5b634204644841663ec83a197a220f1479041d99b4d341fadc97f36e1c5',
  q:
    'fa89a990f4d231c6b5400ad48333ef7961a3b8d0c5db02039acedc78fe72f748f2af77ccee1d5f8c26f66505dc2be193' +
    'a79805dc4c3c67f1edf9ddd8af8ed7f51013219c5bf4ecfdeb2a58caad397ea7f932eb1cca998e2d64b4b3630142ca59' +
    'b174ea0d5a66d03496725798b07450f789ae5d1798dea3871e6a73cded2be32b',
  dp:
    'e607b0c4d5d32cad19cb8abf7d302deda2b916a4e973500d14b853b6b388b71b4ae6f9e3a8eba10847e1705a155da5f5' +
    'd066edfe2a884ac2a5ca8a3c6796e13e6f0cd82882ff199e2634ab088d45a309ac306674349e9adeecc38fa40ad964bc' +
    '50f29957a56357dc5701c82319e804e923b2c6f3d24fcf65a7f5c99909f1365d',
  dq:
    '49b84020db290e647de8be4711e4324ef1200fbdbeba56b960d005a7c49767941b74ee376ac951d8178ee0e2fc8a1cf2' +
    '299a5dff189f9da65e73eb875b0119228efc5223841b69b0bd85d462aede001ac504ea91aa3bccce2697d5410899f298' +
    'b9d2c11bf4c1d3f9e55af7d381f877ea9ea4a3d7d1af9146acf87de2d62ad7c9',
  qi:
    '1734ca3ca2a9c4db31fd1a24aeb00d4695782b423f43408904036e714d19d5001dda07769544db1ab391480571827b42' +
    '6abbc0e6245299a94ead73ab2e9eea9f5c393a32f11f070ae154901c1786c6cdeba4e2f4a3e263c0488cb74c64acf1e2' +
    'c20c6cc4a55c86594f331ae3a7567421e72d92ce40e835702b113e82e50b977f',
};

export const samplePayload = { account: 'demo01', password: 'Secret#123', remember: true };

export const legacyVector = {
  key: 'Ab3XTz9qLm0PwEr7',
  /** RSA/ECB/NoPadding of the key's bytes under legacyTestKey. */
  header: '5ae76481a9096d14f70f1ed5e23201c13d67c900545c8981a07eded8d0699f96e4644e792b11db49ab1abbd6380e2dd947f4d0740b91c708a4ac8648c1a52926f8a3750b11aeab88bb8d2267ebb9ad1d71b2fcc834b610a67520d942dd6653469ead581a90da78c65fc8032fe6e6ae85f207a8a2158a31e828cba0c615b2d081',
  /** DES-ECB/PKCS#7 of JSON.stringify(samplePayload) under the key's first 8 bytes. */
  value: 'SrBF40AdbwMl7FC/WrEYRrvCF4y1dqegJ4MG7gERTNipYQwH0KSQMteGOxhYwMkEGEPhE+ctyDdgzaJ5aOebqg==',
};

export const v2Vector = {
  aesKeyHex: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
  ivHex: 'a0a1a2a3a4a5a6a7a8a9aaabacadaeaf',
  /** AES-256-CBC/PKCS#7 of JSON.stringify(samplePayload). */
  value: 'aX9+ZTuUaFwmmA6AMrh5SQDEeH/17idy5Cd4fpowUx/boV+N8ZzpGiyLKz6CwBRFWxElV4agDXZ424kV/3cuJA==',
  /** `v2:` + OAEP/SHA-256 of key ‖ IV under v2TestKey (OAEP is randomised: one recorded wrap). */
  header: 'v2:PgY0WvlNqL/a1uaapismj1+h8pbqmiD3aRGE1xEfktJI8F07mm+bqnSvpE3V8c/k3WqIMiTiYreDy4p7I5Co7PkPYATT0ph8uhdu6axebZWmGqtBKD68nJE6t3VaIPboqHnkV0oD6FcYOIAdVeKTsSizAcPXkJZLWPaP7rjjRk6Ae8esnkp9+4Lrl2fJyKoU1edSNNNbdINBq238a+ngwXMFlAuEW9soRL3azCUOwqFAAITVMYoB9b0xw2mUe0HMBoNzupLCODb5lBei9gixobje3or64Dz+0XO1S/FoY6bMuvT6/uVFianxqiTc5I6gZohkhYkNkgGKl6Czh4QxOQ==',
};

export const csLinkVector = {
  url: 'https://chat.example.com/livechat?group=vip&lang=en',
  path: 'tnGSTGotTKhGx/PWkZGvbc/nr4KVSmEgqIcJvGcpTp5EeZczu6jyECJgC3+LGWOnq6cgAxwTLaQ=Kf8Qz2Lp',
};
