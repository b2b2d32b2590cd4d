/**
 * The parts of crypto-js the portal uses: AES-CBC (v2), DES-ECB (legacy and
 * customer-service links), PKCS#7 and no padding, Base64 and UTF-8. The
 * package's index would bring every hash and cipher it has, three times
 * the code.
 */
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/enc-base64.js';
import 'crypto-js/cipher-core.js';
import 'crypto-js/aes.js';
import 'crypto-js/tripledes.js';
import 'crypto-js/mode-ecb.js';
import 'crypto-js/pad-nopadding.js';

export default CryptoJS;
