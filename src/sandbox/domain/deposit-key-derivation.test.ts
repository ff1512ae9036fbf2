import { pbkdf2Sync } from 'node:crypto';
import { HDKey } from 'micro-key-producer/slip10.js';
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_KEY_INDEX_LIMIT,
  depositKeyPath,
  deriveDepositAddress,
  deriveDepositKeypair,
  deriveFeePayerKeypair,
  FEE_PAYER_KEY_PATH,
} from './deposit-key-derivation.js';
import { DepositSeed } from './deposit-seed.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/**
 * SLIP-0010's published ed25519 test vectors
 * (https://github.com/satoshilabs/slips/blob/master/slip-0010.md, "Test vector 1/2 for ed25519"): for each
 * chain, the chain code, the private key and the public key (0x00 followed by the 32-byte ed25519 key).
 */
const SLIP10_ED25519_VECTORS = [
  {
    seed: '000102030405060708090a0b0c0d0e0f',
    chains: [
      {
        path: 'm',
        chainCode: '90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb',
        privateKey: '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
        publicKey: '00a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed',
      },
      {
        path: "m/0'",
        chainCode: '8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69',
        privateKey: '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
        publicKey: '008c8a13df77a28f3445213a0f432fde644acaa215fc72dcdf300d5efaa85d350c',
      },
      {
        path: "m/0'/1'",
        chainCode: 'a320425f77d1b5c2505a6b1b27382b37368ee640e3557c315416801243552f14',
        privateKey: 'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2',
        publicKey: '001932a5270f335bed617d5b935c80aedb1a35bd9fc1e31acafd5372c30f5c1187',
      },
      {
        path: "m/0'/1'/2'",
        chainCode: '2e69929e00b5ab250f49c3fb1c12f252de4fed2c1db88387094a0f8c4c9ccd6c',
        privateKey: '92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9',
        publicKey: '00ae98736566d30ed0e9d2f4486a64bc95740d89c7db33f52121f8ea8f76ff0fc1',
      },
      {
        path: "m/0'/1'/2'/2'",
        chainCode: '8f6d87f93d750e0efccda017d662a1b31a266e4a6f5993b15f5c1f07f74dd5cc',
        privateKey: '30d1dc7e5fc04c31219ab25a27ae00b50f6fd66622f6e9c913253d6511d1e662',
        publicKey: '008abae2d66361c879b900d204ad2cc4984fa2aa344dd7ddc46007329ac76c429c',
      },
      {
        path: "m/0'/1'/2'/2'/1000000000'",
        chainCode: '68789923a0cac2cd5a29172a475fe9e0fb14cd6adb5ad98a3fa70333e7afa230',
        privateKey: '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793',
        publicKey: '003c24da049451555d51a7014a37337aa4e12d41e485abccfa46b47dfb2af54b7a',
      },
    ],
  },
  {
    seed: 'fffcf9f6f3f0edeae7e4e1dedbd8d5d2cfccc9c6c3c0bdbab7b4b1aeaba8a5a29f9c999693908d8a8784817e7b7875726f6c696663605d5a5754514e4b484542',
    chains: [
      {
        path: 'm',
        chainCode: 'ef70a74db9c3a5af931b5fe73ed8e1a53464133654fd55e7a66f8570b8e33c3b',
        privateKey: '171cb88b1b3c1db25add599712e36245d75bc65a1a5c9e18d76f9f2b1eab4012',
        publicKey: '008fe9693f8fa62a4305a140b9764c5ee01e455963744fe18204b4fb948249308a',
      },
      {
        path: "m/0'",
        chainCode: '0b78a3226f915c082bf118f83618a618ab6dec793752624cbeb622acb562862d',
        privateKey: '1559eb2bbec5790b0c65d8693e4d0875b1747f4970ae8b650486ed7470845635',
        publicKey: '0086fab68dcb57aa196c77c5f264f215a112c22a912c10d123b0d03c3c28ef1037',
      },
      {
        path: "m/0'/2147483647'",
        chainCode: '138f0b2551bcafeca6ff2aa88ba8ed0ed8de070841f0c4ef0165df8181eaad7f',
        privateKey: 'ea4f5bfe8694d8bb74b7b59404632fd5968b774ed545e810de9c32a4fb4192f4',
        publicKey: '005ba3b9ac6e90e83effcd25ac4e58a1365a9e35a3d3ae5eb07b9e4d90bcf7506d',
      },
      {
        path: "m/0'/2147483647'/1'",
        chainCode: '73bd9fff1cfbde33a1b846c27085f711c0fe2d66fd32e139d3ebc28e5a4a6b90',
        privateKey: '3757c7577170179c7868353ada796c839135b3d30554bbb74a4b1e4a5a58505c',
        publicKey: '002e66aa57069c86cc18249aecf5cb5a9cebbfd6fadeab056254763874a9352b45',
      },
      {
        path: "m/0'/2147483647'/1'/2147483646'",
        chainCode: '0902fe8a29f9140480a00ef244bd183e8a13288e4412d8389d140aac1794825a',
        privateKey: '5837736c89570de861ebc173b1086da4f505d4adb387c6a1b1342d5e4ac9ec72',
        publicKey: '00e33c0f7d81d843c572275f287498e8d408654fdf0d1e065b84e2e6f157aab09b',
      },
      {
        path: "m/0'/2147483647'/1'/2147483646'/2'",
        chainCode: '5d70af781f3a37b829f0d060924d5e960bdc02e85423494afc0b1a41bbe196d4',
        privateKey: '551d333177df541ad876a60ea71f00447931c0a9da16f227c11ea080d7391b8d',
        publicKey: '0047150c75db263559a70d5778bf36abbab30fb061ad69f69ece61a72b0cfa4fc0',
      },
    ],
  },
];

/** BIP-39: a mnemonic's seed is PBKDF2-HMAC-SHA512 of its words, salted "mnemonic" + passphrase, 2048 rounds. */
function bip39Seed(mnemonic: string, passphrase = ''): DepositSeed {
  const seed = pbkdf2Sync(
    mnemonic.normalize('NFKD'),
    `mnemonic${passphrase}`.normalize('NFKD'),
    2048,
    64,
    'sha512',
  );
  return DepositSeed.fromHex(seed.toString('hex'));
}

describe('SLIP-0010 ed25519 derivation (the library deposit keys are derived with)', () => {
  for (const vector of SLIP10_ED25519_VECTORS) {
    for (const chain of vector.chains) {
      it(`matches the published vector for seed ${vector.seed.slice(0, 8)}…, chain ${chain.path}`, () => {
        const node = HDKey.fromMasterSeed(Buffer.from(vector.seed, 'hex')).derive(chain.path);
        expect(hex(node.chainCode)).toBe(chain.chainCode);
        expect(hex(node.privateKey)).toBe(chain.privateKey);
        expect(hex(node.publicKey)).toBe(chain.publicKey);
      });
    }
  }
});

describe('deposit keys', () => {
  it('are the addresses a Solana wallet derives for the same seed', () => {
    // Trezor's own Solana fixture (trezor/trezor-firmware, common/tests/fixtures/solana/get_address.json): the
    // addresses the device shows for m/44'/501'/0'/0' and m/44'/501'/1'/0' of this mnemonic, no passphrase.
    // Phantom and `solana-keygen pubkey prompt://?key=<index>/0` use the same path and derivation.
    const seed = bip39Seed('all all all all all all all all all all all all');
    expect(deriveDepositAddress(seed, 0)).toBe('14CCvQzQzHCVgZM3j9soPnXuJXh1RmCfwLVUcdfbZVBS');
    expect(deriveDepositAddress(seed, 1)).toBe('CqPFGxxzrE2bgLGC98x9rYix7Nq17mh8L7pWseJt3c9N');
  });

  it('sign for the address they are derived for, and differ from index to index', () => {
    const seed = DepositSeed.fromHex('42'.repeat(32));
    const keypair = deriveDepositKeypair(seed, 7);
    expect(keypair.publicKey.toBase58()).toBe(deriveDepositAddress(seed, 7));
    expect(deriveDepositAddress(seed, 8)).not.toBe(deriveDepositAddress(seed, 7));
    expect(deriveDepositAddress(DepositSeed.fromHex('43'.repeat(32)), 7)).not.toBe(
      deriveDepositAddress(seed, 7),
    );
  });

  it("are SLIP-0010's keys, as micro-key-producer derives them, and their public halves", () => {
    const seedHex =
      'fffcf9f6f3f0edeae7e4e1dedbd8d5d2cfccc9c6c3c0bdbab7b4b1aeaba8a5a29f9c999693908d8a8784817e7b7875726f6c696663605d5a5754514e4b484542';
    const seed = DepositSeed.fromHex(seedHex);
    for (const index of [0, 1, 7, 1_000_003, DEPOSIT_KEY_INDEX_LIMIT - 1]) {
      const expected = HDKey.fromMasterSeed(Buffer.from(seedHex, 'hex')).derive(depositKeyPath(index));
      const keypair = deriveDepositKeypair(seed, index);
      expect(hex(keypair.secretKey.subarray(0, 32))).toBe(hex(expected.privateKey));
      expect(hex(keypair.publicKey.toBytes())).toBe(hex(expected.publicKeyRaw));
      expect(deriveDepositAddress(seed, index)).toBe(keypair.publicKey.toBase58());
    }
  });

  it('use hardened indices only: 0 to 2^31 - 1, and nothing past the last', () => {
    expect(depositKeyPath(0)).toBe("m/44'/501'/0'/0'");
    expect(depositKeyPath(DEPOSIT_KEY_INDEX_LIMIT - 1)).toBe("m/44'/501'/2147483647'/0'");
    const seed = DepositSeed.fromHex('42'.repeat(32));
    expect(deriveDepositAddress(seed, DEPOSIT_KEY_INDEX_LIMIT - 1)).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    for (const index of [-1, DEPOSIT_KEY_INDEX_LIMIT, 1.5, Number.NaN]) {
      expect(() => depositKeyPath(index)).toThrow(RangeError);
    }
  });
});

describe('the fee payer', () => {
  it("is the seed's key at m/44'/501'/0'/1', which no deposit index reaches", () => {
    const seed = DepositSeed.fromHex('42'.repeat(32));
    const feePayer = deriveFeePayerKeypair(seed).publicKey.toBase58();
    const expected = HDKey.fromMasterSeed(Buffer.from('42'.repeat(32), 'hex')).derive(FEE_PAYER_KEY_PATH);
    expect(Buffer.from(deriveFeePayerKeypair(seed).secretKey.subarray(0, 32)).toString('hex')).toBe(
      hex(expected.privateKey),
    );
    for (const index of [0, 1, 2, DEPOSIT_KEY_INDEX_LIMIT - 1]) {
      expect(depositKeyPath(index)).not.toBe(FEE_PAYER_KEY_PATH);
      expect(deriveDepositAddress(seed, index)).not.toBe(feePayer);
    }
  });
});
