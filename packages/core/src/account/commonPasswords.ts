/**
 * The most common passwords of public breach corpora (SecLists' top lists), refused at sign-up
 * and password change. Checked offline, case-insensitively.
 */
const COMMON_PASSWORDS = new Set(
  `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm
asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas
hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn 555555
11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer
love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor
matrix mobilemail mom monitor monitoring montana moon moscow welcome welcome1 password1 password123
passw0rd p@ssw0rd p@ssword admin admin123 administrator root toor changeme default guest login
qwerty123 qwerty1 1q2w3e4r 1q2w3e4r5t 1q2w3e 123abc abcd1234 abc12345 a1b2c3d4 iloveyou1 princess1
secret secret123 sunshine1 letmein1 football1 baseball1 superman1 dragon1 monkey1 shadow1 master1
trustno1! whatever zaq12wsx zaq1zaq1 q1w2e3r4 q1w2e3r4t5 asdf1234 asdfasdf asdfghjkl 1234qwer
qwer1234 11223344 123654 147258369 147258 987654 88888888 00000000 12341234 123123123 1234512345
1111111111 qweasd qweasdzxc 123qweasd football12 lovely hello hello123 flower flower1 iloveu
passpass password! password1! welcome123 letmein123 abcdef abcdefg abcdefgh 12345a 123456a a123456
aa123456 123456789a qwertyu starwars1 pokemon naruto liverpool arsenal chelsea1 barcelona samsung
google apple internet whatever1 nothing jesus blessed loveme mylove forever relata relata123`.split(
    /\s+/,
  ),
);

/** Answers whether a password is among the most common ones. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
