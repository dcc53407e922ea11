namespace Retry;

public class RetryPipeline
{
    public const string OnRetryEvent = "Retry.OnRetry";

    public void Execute(int attempts)
    {
    }
}
