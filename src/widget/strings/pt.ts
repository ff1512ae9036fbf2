import { durationPhrase } from './plural.js';
import { CURRENCY_NAMES, approximately, networkName } from './shared.js';
import type { CheckoutStrings } from './types.js';

/** Portuguese, in the usage of Angola, Mozambique and Portugal (“carteira”, “a carregar”). */
export const pt: CheckoutStrings = {
  locale: 'pt',
  dir: 'ltr',
  languageLabel: 'Idioma',
  minuteCount: { one: '{n} minuto', many: '{n} de minutos', other: '{n} minutos' },
  secondCount: { one: '{n} segundo', many: '{n} de segundos', other: '{n} segundos' },
  checkoutLabel: 'Pagamento',
  loading: 'A carregar…',
  testModeBadge: 'Modo de teste',
  devnetBadge: 'Rede devnet',
  amountToPay: 'Valor a pagar',

  notFoundTitle: 'Link de pagamento não encontrado',
  notFoundBody:
    'Este link de pagamento não existe ou já não está disponível. Verifique o endereço ou peça um novo link ao comerciante.',
  checkoutTitle: (business) => `Pagamento a ${business}`,
  paymentNotFoundTitle: 'Pagamento não encontrado',
  paymentNotFoundBody:
    'Não existe nenhum pagamento neste endereço. Verifique o link que recebeu ou peça um novo ao comerciante.',
  inactiveTitle: 'Este link de pagamento já não está ativo',
  inactiveBody: (business) =>
    `${business} desativou este link de pagamento, por isso já não aceita pagamentos. Nada foi cobrado. Peça um novo link a ${business}.`,
  loadFailedTitle: 'Não foi possível carregar este pagamento',
  loadFailedBody: 'O serviço de pagamento não respondeu. Verifique a sua ligação e tente novamente.',
  tryAgain: 'Tentar novamente',

  detailsTitle: 'Os seus dados',
  emailLabel: 'E-mail',
  emailHint: 'O comerciante utiliza-o para o contactar sobre este pagamento.',
  firstNameLabel: 'Nome próprio',
  lastNameLabel: 'Apelido',
  optional: '(opcional)',
  requiredMark: '(obrigatório)',
  emailRequired: 'Introduza o seu endereço de e-mail.',
  emailInvalid: 'Introduza um endereço de e-mail válido, por exemplo nome@exemplo.com.',
  nameTooLong: 'No máximo 100 caracteres.',
  currencyLegend: 'Pagar com',
  currencyName: CURRENCY_NAMES,
  approximately,
  conversionLoading: 'A converter…',
  conversionUnavailable: 'Preço indisponível',
  estimateBeforeFee: 'sem taxa',
  feeNote:
    'Estimativas sem a taxa de rede e de serviço. O total exato, com a taxa incluída, é indicado no passo seguinte.',
  continueToPayment: 'Continuar para o pagamento',
  starting: 'A iniciar o seu pagamento…',
  fixTheForm: 'Corrija os campos assinalados.',
  startFailed: (message) => `Não foi possível iniciar o seu pagamento: ${message}`,
  resumeNotFound: 'Não encontrámos o seu pagamento anterior. Pode iniciar um novo abaixo.',
  resumeOtherLink:
    'Esse pagamento pertence a outro link. Pode iniciar um novo pagamento para este link abaixo.',

  paymentTitle: (amount, crypto) => `Envie ${amount} ${crypto}`,
  partialTitle: 'Chegou parte do seu pagamento',
  loadingPayment: 'A carregar o seu pagamento…',
  scanToPay: 'Leia com uma aplicação de carteira Solana, ou copie o endereço e o valor.',
  qrLabel: (amount, crypto) => `Código QR: pagar ${amount} ${crypto} com uma carteira Solana`,
  transactionRequestToggle: 'Ler com uma carteira Solana Pay',
  transactionRequestHint:
    'Para carteiras que suportam pedidos de transação Solana Pay, como a Phantom e a Solflare no telemóvel.',
  transactionRequestQrLabel: (amount, crypto) =>
    `Código QR: pagar ${amount} ${crypto} com uma carteira Solana Pay (pedido de transação)`,
  addressLabel: 'Endereço de depósito',
  amountLabel: 'Valor exato',
  breakdownAmount: 'Valor',
  breakdownFee: 'Taxa de rede e de serviço',
  breakdownTotal: 'Total',
  chooseAnotherCurrency: 'Escolher outra moeda',
  chooseAnotherCurrencyHint:
    'Só se ainda não enviou nada. Este pagamento fica aberto até o prazo terminar: o que for enviado para o seu endereço é creditado a ele, não ao novo.',
  copyAddress: 'Copiar endereço',
  copyAmount: 'Copiar valor',
  copied: 'Copiado',
  addressCopied: 'Endereço copiado para a área de transferência.',
  amountCopied: 'Valor copiado para a área de transferência.',
  copyFailed: 'Não foi possível copiar. Selecione o texto e copie-o manualmente.',
  networkWarningTitle: 'Apenas rede Solana',
  networkWarning: (crypto) =>
    crypto === 'SOL'
      ? 'Envie para este endereço apenas SOL na rede Solana. Tudo o que for enviado noutra rede perde-se.'
      : `Envie para este endereço apenas ${crypto} na rede Solana (token SPL). Tokens enviados noutra rede, ou outros tokens, perdem-se.`,
  openInWallet: 'Abrir na carteira',
  timeLeftLabel: 'Tempo restante para pagar',
  timeUp: 'O tempo terminou. A verificar o seu pagamento…',
  timeLeftAnnouncement: (seconds) =>
    seconds <= 0 ? 'O tempo para pagar terminou.' : `Faltam ${durationPhrase(pt, seconds)} para pagar.`,
  receivedSoFar: (received, expected, crypto) => `Recebido: ${received} de ${expected} ${crypto}.`,
  stillDue: 'Em falta',
  received: 'Recebido',
  waitingForPayment: 'A aguardar o seu pagamento',
  connectionTrouble: 'Ligação perdida. Continuamos a verificar o seu pagamento…',
  referenceLabel: 'Referência',

  paidTitle: 'Pagamento recebido',
  paidBody: (amount, crypto, business) => `Obrigado. ${business} recebeu ${amount} ${crypto}.`,
  excessNote: (excess, crypto, business) =>
    `Enviou ${excess} ${crypto} a mais do que o valor devido. Contacte ${business} sobre a diferença, indicando a referência abaixo.`,
  merchantMessage: 'Mensagem do comerciante',
  redirectingIn: (host, seconds) => `A voltar para ${host} dentro de ${seconds} s.`,
  continueNow: 'Continuar agora',
  stayHere: 'Ficar nesta página',
  continueTo: (host) => `Continuar para ${host}`,

  failedTitle: 'Pagamento incompleto',
  failedBody: (received, expected, crypto) =>
    `O tempo para pagar terminou com ${received} de ${expected} ${crypto} recebidos.`,
  failedContact: (business) =>
    `Contacte ${business} sobre o valor que chegou, indicando a referência abaixo.`,
  failureDetails: 'Detalhes',
  expiredTitle: 'O tempo terminou',
  expiredBody: 'Não chegou nenhum pagamento dentro do prazo.',
  expiredContact: (business) =>
    `Se enviou um pagamento, contacte ${business}, indicando a referência abaixo. Caso contrário, comece de novo.`,
  startAgain: 'Começar de novo',
  startNewPayment: 'Iniciar um novo pagamento',
  changeDetails: 'Alterar dados ou moeda',

  announceWaiting: (amount, crypto) => `A aguardar o seu pagamento de ${amount} ${crypto}.`,
  announcePartial: (received, due, crypto) => `Recebido: ${received} ${crypto}. Em falta: ${due} ${crypto}.`,
  announcePaid: 'Pagamento recebido. Obrigado.',
  announceFailed: 'Pagamento incompleto: o tempo para pagar terminou.',
  announceExpired: 'O tempo terminou: não chegou nenhum pagamento.',

  testPanelTitle: 'Modo de teste',
  testPanelBody: 'Não é usado dinheiro real. Simule um pagamento a partir de uma carteira externa:',
  testPayExact: 'Pagar o valor exato',
  testPayPartial: 'Pagar metade',
  testPayOver: 'Pagar 10% a mais',
  testSending: 'A enviar…',
  testSent: (amount, crypto) => `${amount} ${crypto} enviados a partir de uma carteira de teste.`,
  testFailed: (message) => `O pagamento de teste falhou: ${message}`,
  walletSectionTitle: 'Pagar com uma carteira neste navegador',
  walletSectionBody: 'Ligue a Phantom ou outra carteira Solana e aprove o pagamento nela.',
  payWithWallet: 'Pagar com carteira',
  walletLoading: 'A carregar as carteiras…',
  walletLoadFailed:
    'Não foi possível carregar os pagamentos por carteira. Verifique a sua ligação e tente novamente, ou use o código QR.',
  chooseWallet: 'Escolha uma carteira',
  walletDetected: 'Detetada',
  walletNotInstalled: 'Não instalada',
  walletOpensInApp: 'Abre a carteira',
  walletLastUsed: 'Usada da última vez',
  noWalletFound: 'Não foi encontrada nenhuma carteira Solana neste navegador.',
  openInWalletApp: (wallet) => `Abrir na ${wallet}`,
  openInWalletAppHint:
    'Não há nenhuma carteira neste navegador. Abra este pagamento na aplicação da sua carteira e pague a partir dela, ou leia o código QR noutro dispositivo.',
  walletConnecting: (wallet) => `Aprove a ligação na ${wallet}…`,
  walletConnectedAs: (wallet) => `Ligado à ${wallet}`,
  walletAccountLabel: 'Conta',
  payFromWallet: (amount, crypto) => `Pagar ${amount} ${crypto}`,
  disconnectWallet: 'Desligar',
  changeWallet: 'Usar outra carteira',
  walletPreparing: 'A preparar o seu pagamento…',
  walletApprove: (wallet, amount, crypto) => `Aprove o pagamento de ${amount} ${crypto} na ${wallet}.`,
  walletSending: 'A enviar o seu pagamento…',
  walletConfirming: 'Pagamento enviado. A aguardar a confirmação da rede…',
  walletSent: 'Pagamento confirmado na rede. Esta página atualiza-se dentro de momentos.',
  walletSignatureLabel: 'Transação',
  walletTestNote:
    'Modo de teste: este pagamento decorre na rede própria do ambiente de testes. Carregue aí a sua carteira com o botão abaixo, se for preciso; a sua carteira pode avisar que não consegue pré-visualizar a transação.',
  walletFundTest: 'Adicionar fundos de teste a esta carteira',
  walletFunding: 'A adicionar fundos de teste…',
  walletFunded: 'Fundos de teste adicionados. Já pode pagar.',
  walletInstall: (wallet) => `Instalar ${wallet}`,
  opensInNewTab: '(abre num novo separador)',
  walletTechnicalDetails: 'Detalhes técnicos',
  walletDismiss: 'Fechar',
  walletUseQrInstead: 'Também pode pagar com o código QR ou o endereço acima.',
  walletNetworkName: (chain) => networkName(chain, 'a rede do ambiente de testes'),
  walletErrorTitle: {
    not_installed: 'Carteira não instalada',
    rejected: 'Pagamento recusado na sua carteira',
    connect_rejected: 'Ligação recusada',
    insufficient_funds: 'Saldo insuficiente',
    insufficient_fee: 'SOL insuficiente para a taxa de rede',
    rpc_unreachable: 'Não é possível contactar a rede Solana',
    service_unreachable: 'Não é possível contactar o serviço de pagamento',
    resend: 'O seu pagamento não foi enviado',
    expired: 'O tempo terminou',
    closed: 'Este pagamento está encerrado',
    wrong_network: 'A sua carteira está noutra rede',
    not_arrived: 'O pagamento não chegou',
    dropped: 'O pagamento não foi aceite a tempo',
    unsupported_wallet: 'Esta carteira não pode pagar aqui',
    transaction_failed: 'O pagamento não foi concluído',
    mismatch: 'Pagamento interrompido por segurança',
    wallet_error: 'A sua carteira comunicou um problema',
  },
  walletErrorBody: (kind, facts) => {
    switch (kind) {
      case 'not_installed':
        return `A ${facts.wallet} não está instalada neste navegador. Instale-a e volte a carregar esta página.`;
      case 'rejected':
        return `Recusou o pagamento na ${facts.wallet}. Nada foi enviado. Pode tentar novamente.`;
      case 'connect_rejected':
        return `Recusou a ligação na ${facts.wallet}. Pode tentar novamente ou escolher outra carteira.`;
      case 'insufficient_funds':
        return `Este pagamento precisa de ${facts.needed} ${facts.crypto}${facts.crypto === 'SOL' ? ' com a taxa de rede' : ''}, mas a sua carteira tem ${facts.balance} ${facts.crypto}. Nada foi enviado. Adicione fundos ou use outra carteira.`;
      case 'insufficient_fee':
        return `A sua carteira precisa de ${facts.needed} SOL para a taxa de rede e tem ${facts.balance} SOL. Nada foi enviado. Adicione um pouco de SOL ou use outra carteira.`;
      case 'rpc_unreachable':
        return 'Não foi possível contactar a rede Solana. Nada foi enviado. Verifique a sua ligação e tente novamente.';
      case 'service_unreachable':
        return 'Não foi possível contactar o serviço de pagamento. Nada foi enviado. Verifique a sua ligação e tente novamente.';
      case 'resend':
        return 'Não foi possível enviar o seu pagamento assinado para a rede Solana. Tente novamente: é enviado o mesmo pagamento assinado, por isso não paga duas vezes.';
      case 'expired':
        return 'O tempo para pagar terminou antes de o pagamento ser enviado, por isso não foi enviado. Comece de novo para pagar.';
      case 'closed':
        return 'Este pagamento já não pode ser pago: já foi pago ou o prazo terminou.';
      case 'wrong_network':
        return `A ${facts.wallet} não está configurada para ${facts.network}. Mude-a para ${facts.network} na carteira e tente novamente.`;
      case 'not_arrived':
        return `A ${facts.wallet} indicou o pagamento como enviado, mas ele não chegou. Confirme que a sua carteira está configurada para ${facts.network} e tente novamente.`;
      case 'dropped':
        return 'A rede não aceitou o pagamento a tempo, por isso nada foi cobrado. Tente novamente.';
      case 'unsupported_wallet':
        return `A ${facts.wallet} não consegue assinar pagamentos Solana. Escolha outra carteira.`;
      case 'transaction_failed':
        return 'A rede recusou o pagamento, por isso nenhum dinheiro foi movimentado. Tente novamente.';
      case 'mismatch':
        return 'O pagamento preparado para a sua carteira não correspondia a este pagamento, por isso não foi enviado. Tente novamente.';
      case 'wallet_error':
        return `A ${facts.wallet} não conseguiu concluir o pedido. Tente novamente ou escolha outra carteira.`;
    }
  },
  announceWalletConnected: (wallet) => `Ligado à ${wallet}.`,
  announceWalletDisconnected: 'Carteira desligada.',
};
